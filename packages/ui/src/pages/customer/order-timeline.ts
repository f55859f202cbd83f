import { orderStatusLabel, type OrderStatus, type PlacedOrderType } from '@direto/contracts';

type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: TimelineStepState;
}

/** The path an order walks with 'Próximo Status' (spec §4); a delivery goes out before it is delivered (issue 17). */
const PICKUP_FLOW: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'delivered'];
const DELIVERY_FLOW: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'];

/**
 * The customer's status timeline: every step of the order's type from the start (a delivery
 * shows 'Saiu para entrega', a pickup does not), with the steps reached marked, so the list
 * never grows or shrinks as the order moves. A delivery the restaurant marked delivered straight
 * from Pronto (REST clients may skip the step) shows every step done. A cancelled order shows
 * Pendente then Cancelado (the step at which it was cancelled is not on this screen).
 */
export function orderTimeline(status: OrderStatus, orderType: PlacedOrderType = 'delivery'): TimelineStep[] {
  const step = (stepStatus: OrderStatus, state: TimelineStepState): TimelineStep => ({
    status: stepStatus,
    label: orderStatusLabel(stepStatus, orderType),
    state,
  });
  if (status === 'cancelled') return [step('pending', 'done'), step('cancelled', 'current')];
  const flow = orderType === 'pickup' ? PICKUP_FLOW : DELIVERY_FLOW;
  const reached = flow.indexOf(status);
  return flow.map((stepStatus, index) => step(stepStatus, index < reached ? 'done' : index === reached ? 'current' : 'upcoming'));
}
