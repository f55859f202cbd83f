import { onboardingSchema, restaurantIdInputSchema } from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { dismissOnboarding, getOnboarding, recordLinkShared } from '../services/onboarding';

// 'Primeiros passos' (issue 35): the owner's checklist to a first order, read from the real state.
export const onboardingRouter = router({
  get: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/onboarding' },
      description:
        'Primeiros passos do próprio restaurante, na ordem: branding (logo e capa), address (endereço salvo), hours (horários da semana), ' +
        'delivery (Configurações › Entrega salva, uma área de entrega, uma taxa ou retirada), payment (Configurações › Pagamento salva ao menos uma vez), ' +
        'products (5 ou mais), guest_orders (pedidos sem cadastro ligados), share (link copiado ou cartaz do QR aberto) e test_order (algum pedido recebido). ' +
        'Cada passo traz done e o href da tela onde se faz; complete quando todos estão feitos, dismissed depois de \'Dispensar\'.',
    })
    .input(restaurantIdInputSchema)
    .output(onboardingSchema)
    .query(({ ctx, input }) => getOnboarding(ctx.em, ctx.user, input.id)),

  // The two below are the web app's own (tRPC only): the REST paths are the spec's and its issues'.
  recordShare: ownerProcedure
    .meta({
      description: 'Registra que o dono copiou o link do restaurante ou abriu o cartaz do QR Code (o passo share); só a primeira vez fica guardada. Responde os primeiros passos.',
    })
    .input(restaurantIdInputSchema)
    .output(onboardingSchema)
    .mutation(({ ctx, input }) => recordLinkShared(ctx.em, ctx.user, input.id)),

  dismiss: ownerProcedure
    .meta({
      description: '\'Dispensar\': o painel deixa de mostrar os primeiros passos deste restaurante (guardado no restaurante, vale em todos os aparelhos). Responde os primeiros passos.',
    })
    .input(restaurantIdInputSchema)
    .output(onboardingSchema)
    .mutation(({ ctx, input }) => dismissOnboarding(ctx.em, ctx.user, input.id)),
});
