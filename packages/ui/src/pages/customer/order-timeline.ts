import { orderStatusLabel, type OrderStatus, type OrderType } from '@direto/contracts';

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: TimelineStepState;
}

/** The path an order walks with 'Próximo Status' (spec §4). */
const FLOW: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];

/**
 * The customer's status timeline: Pendente → Confirmado → Preparando → Pronto → Entregue, with
 * the steps reached marked. A cancelled order shows Pendente then Cancelado (the step at which it
 * was cancelled is not recorded).
 */
export function orderTimeline(status: OrderStatus, orderType?: OrderType): TimelineStep[] {
  const step = (stepStatus: OrderStatus, state: TimelineStepState): TimelineStep => ({
    status: stepStatus,
    label: orderStatusLabel(stepStatus, orderType),
    state,
  });
  if (status === 'cancelled') return [step('pending', 'done'), step('cancelled', 'current')];
  // Issue 17: 'Saiu para entrega' shows while the order is on its way (REST clients may skip it).
  const flow = status === 'out_for_delivery' ? [...FLOW.slice(0, 4), status, 'delivered' as const] : FLOW;
  const reached = flow.indexOf(status);
  return flow.map((stepStatus, index) => step(stepStatus, index < reached ? 'done' : index === reached ? 'current' : 'upcoming'));
}
