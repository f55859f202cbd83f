import { ORDER_STATUS_LABELS, type OrderStatus } from '@direto/contracts';

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
export function orderTimeline(status: OrderStatus): TimelineStep[] {
  const step = (stepStatus: OrderStatus, state: TimelineStepState): TimelineStep => ({
    status: stepStatus,
    label: ORDER_STATUS_LABELS[stepStatus],
    state,
  });
  if (status === 'cancelled') return [step('pending', 'done'), step('cancelled', 'current')];
  const reached = FLOW.indexOf(status);
  return FLOW.map((stepStatus, index) => step(stepStatus, index < reached ? 'done' : index === reached ? 'current' : 'upcoming'));
}
