/**
 * Issue 34: the standard's cancellation codes (RequestCancelled.code, openapi-1.7.1.yaml lines
 * 5499–5512) and what the customer reads for each on their order page. The owner's preset reasons
 * are the first four labels, so the trigger of the events outbox (Migration20261128500000) maps a
 * POS cancellation back to the same code the POS sent; the others reach the events as the POS's own
 * code (order-actions.ts rewrites the CANCELLED event's metadata).
 */
export const CANCELLATION_REASON_LABELS = {
  UNAVAILABLE_ITEM: 'Item em falta',
  ORDER_OUTSIDE_THE_DELIVERY_AREA: 'Fora da área de entrega',
  OUTSIDE_DELIVERY_HOURS: 'Restaurante fechando',
  DUPLICATE_APPLICATION: 'Pedido duplicado',
  SYSTEMIC_ISSUES: 'Problema no sistema do restaurante',
  RESTAURANT_WITHOUT_DELIVERY_PERSON: 'Sem entregador disponível',
  OUTDATED_MENU: 'Cardápio desatualizado',
  BLOCKED_CUSTOMER: 'Pedido recusado pelo restaurante',
  INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT: 'Dificuldades internas do restaurante',
  RISK_AREA: 'Endereço em área de risco',
  DELIVERY_PROBLEM: 'Problema na entrega',
} as const;

export type CancellationCode = keyof typeof CANCELLATION_REASON_LABELS;
export const CANCELLATION_CODES = Object.keys(CANCELLATION_REASON_LABELS) as [CancellationCode, ...CancellationCode[]];
