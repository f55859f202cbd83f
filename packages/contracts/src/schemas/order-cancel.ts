import { z } from '../zod-locale';
import { boundedText, requiredText } from './text';

/** The longest reason a restaurant may give for cancelling an order. */
export const CANCEL_REASON_MAX = 200;

/** The reasons the owner picks from with one tap; any other is typed ('Outro motivo'). */
export const CANCEL_REASON_PRESETS = ['Item em falta', 'Fora da área de entrega', 'Restaurante fechando', 'Pedido duplicado'] as const;

export const CANCEL_REASON_REQUIRED = 'Informe o motivo do cancelamento';

/**
 * The reason recorded when a client cancels without one. The spec's `PUT /api/orders/{orderId}/status`
 * has no reason field, so a client written against it must still be able to cancel; the screens
 * always ask for a reason (cancelOrderFormSchema).
 */
export const DEFAULT_CANCEL_REASON = 'Cancelado pelo restaurante';

/** The reason sent with a cancellation (blank counts as missing, which records DEFAULT_CANCEL_REASON). */
export const cancelReasonSchema = boundedText('Motivo do cancelamento', CANCEL_REASON_MAX);

/** The owner's 'Cancelar pedido' dialog: a preset or a typed reason, always filled in. */
export const cancelOrderFormSchema = z.object({
  reason: requiredText('Motivo do cancelamento', CANCEL_REASON_MAX, CANCEL_REASON_REQUIRED),
});
