import { loyaltyInputSchema, loyaltyProgressSchema, loyaltySettingsViewSchema, restaurantIdInputSchema } from '@direto/contracts';
import { getLoyaltyProgress } from '../services/loyalty/loyalty-progress';
import { getLoyaltySettings, updateLoyaltySettings } from '../services/loyalty/loyalty-settings';
import { ownerProcedure, publicProcedure, router } from '../trpc';

/** Issue 31: the loyalty card ('Cartão fidelidade') — the owner's settings and the customer's progress. */
export const loyaltyRouter = router({
  get: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/loyalty' },
      description: 'O cartão fidelidade do restaurante (apenas o dono). Nunca configurado: desligado (enabled false), com valores iniciais.',
    })
    .input(restaurantIdInputSchema)
    .output(loyaltySettingsViewSchema)
    .query(({ ctx, input }) => getLoyaltySettings(ctx.em, ctx.user, input.id)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/loyalty' },
      description:
        'Salva o cartão fidelidade (apenas o dono): { loyalty: { enabled, ordersNeeded (2–20), minSubtotal, reward (percent, amount, free_delivery ou free_item), validityDays } }. ' +
        'Só pedidos entregues com subtotal ≥ minSubtotal contam; o N-ésimo emite um cupom pessoal de uso único, aplicado sozinho no próximo pedido do cliente.',
    })
    .input(loyaltyInputSchema)
    .output(loyaltySettingsViewSchema)
    .mutation(({ ctx, input }) => updateLoyaltySettings(ctx.em, ctx.user, input.id, input.loyalty)),

  progress: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/loyalty/progress' },
      description:
        'O cartão fidelidade de quem pergunta: a conta de cliente conectada ou o aparelho (cookie) dos pedidos sem cadastro; nunca por telefone. ' +
        'Sem pedidos reconhecidos, o cartão vazio (counted 0). enabled false se o restaurante não tem cartão fidelidade ligado; 404 se o restaurante não existe.',
    })
    .input(restaurantIdInputSchema)
    .output(loyaltyProgressSchema)
    .query(({ ctx, input }) => getLoyaltyProgress(ctx.em, { user: ctx.user, deviceId: ctx.device.id }, input.id)),
});
