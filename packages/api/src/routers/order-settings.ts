import { orderSettingsSchema, restaurantIdInputSchema, updateOrderSettingsInputSchema } from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { getOrderSettings, updateOrderSettings } from '../services/order-settings';

/** Configurações › Pedidos (issue 30). */
export const orderSettingsRouter = router({
  get: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/order-settings' },
      description: "Configurações de pedidos do restaurante (apenas o dono): guestOrders = 'Aceitar pedidos sem cadastro', staffCanOperateCash = 'Equipe pode operar o caixa', serviceChargePercent = 'Taxa de serviço (%)' das novas contas de mesa (\"10.00\").",
    })
    .input(restaurantIdInputSchema)
    .output(orderSettingsSchema)
    .query(({ ctx, input }) => getOrderSettings(ctx.em, ctx.user, input.id)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/order-settings' },
      description:
        "Salva as configurações de pedidos (apenas o dono): {\"guestOrders\": true} aceita pedidos sem cadastro (nome e celular); " +
        '{"staffCanOperateCash": true} deixa a equipe abrir, movimentar e fechar o caixa; ' +
        '{"serviceChargePercent": 10} é a taxa de serviço das contas de mesa (0 a 20, até duas casas; opcional por lei). Um campo omitido fica como está. ' +
        'Com expectedVersion (a version lida), 409 se mudaram desde então.',
    })
    .input(updateOrderSettingsInputSchema)
    .output(orderSettingsSchema)
    .mutation(({ ctx, input }) => updateOrderSettings(ctx.em, ctx.user, input.id, input)),
});
