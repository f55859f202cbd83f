import { confirmPaymentInputSchema, orderSchema, paymentSettingsSchema, restaurantIdInputSchema, updatePaymentSettingsInputSchema } from '@direto/contracts';
import { ownerProcedure, restaurantStaffProcedure, router } from '../trpc';
import { confirmPixPayment } from '../services/payment-confirmation';
import { getPaymentSettings, updatePaymentSettings } from '../services/payment-settings';

// Payments (issue 16): what the restaurant accepts, its Pix key, and confirming a Pix received.
export const paymentRouter = router({
  settings: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/payment-settings' },
      description: 'Formas de pagamento do próprio restaurante (com bandeiras) e a chave Pix: tipo, chave normalizada, nome e cidade do recebedor, se só prepara depois de confirmar o Pix.',
    })
    .input(restaurantIdInputSchema)
    .output(paymentSettingsSchema)
    .query(({ ctx, input }) => getPaymentSettings(ctx.em, ctx.user, input.id)),

  updateSettings: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/payment-settings' },
      description:
        'Salva as formas de pagamento (a lista é completa: a que faltar fica desligada) e o Pix. Pelo menos uma forma ativa; ' +
        'chave válida para o tipo escolhido (cpf, cnpj, email, phone, random); nome (até 25) e cidade (até 15) sem acentos. Erros: 400.',
    })
    .input(updatePaymentSettingsInputSchema)
    .output(paymentSettingsSchema)
    .mutation(({ ctx, input }) => updatePaymentSettings(ctx.em, ctx.user, input.id, input)),

  confirm: restaurantStaffProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/orders/{orderId}/payment-confirmation' },
      description:
        'Confirma o recebimento do Pix de um pedido (conferido no extrato do banco); o dono do restaurante ou um atendente. 409 se o pedido não é Pix ou já foi confirmado.',
    })
    .input(confirmPaymentInputSchema)
    .output(orderSchema)
    .mutation(({ ctx, input }) => confirmPixPayment(ctx.em, ctx.user, input.orderId)),
});
