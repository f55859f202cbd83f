import { openDeliveryCredentialsSchema, openDeliverySettingsSchema, restaurantIdInputSchema, updateOpenDeliveryInputSchema } from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { getOpenDeliverySettings, issueOpenDeliveryCredentials, updateOpenDeliverySettings } from '../services/open-delivery/settings';

/** Configurações › Integrações › Open Delivery (issue 34): the restaurant's POS connection. */
export const openDeliveryRouter = router({
  get: ownerProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/open-delivery' },
      description:
        'Integração Open Delivery do restaurante (apenas o dono): se está ativa, o client_id, o webhook do PDV, quando o PDV consultou os eventos pela última vez e os últimos 50 eventos com sua confirmação. Nunca o client_secret.',
    })
    .input(restaurantIdInputSchema)
    .output(openDeliverySettingsSchema)
    .query(({ ctx, input }) => getOpenDeliverySettings(ctx.em, ctx.user, input.id)),

  update: ownerProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/restaurants/{id}/open-delivery' },
      description:
        'Liga ou desliga a integração Open Delivery (apenas o dono) e salva o webhook do PDV: {"enabled": true, "webhookUrl": "https://…"}. ' +
        'O webhook deve ser https num endereço público; omitido fica como está, null o remove. Desligada, nenhum evento é gerado e os tokens do PDV são recusados.',
    })
    .input(updateOpenDeliveryInputSchema)
    .output(openDeliverySettingsSchema)
    .mutation(({ ctx, input }) => updateOpenDeliverySettings(ctx.em, ctx.user, input.id, input, ctx.openDelivery)),

  issueCredentials: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/open-delivery/credentials', status: 201 },
      description:
        'Gera um novo client_id e client_secret para o PDV (apenas o dono). O segredo aparece só nesta resposta; o par anterior e os tokens emitidos com ele deixam de valer na hora.',
    })
    .input(restaurantIdInputSchema)
    .output(openDeliveryCredentialsSchema)
    .mutation(({ ctx, input }) => issueOpenDeliveryCredentials(ctx.em, ctx.user, input.id, ctx.openDelivery)),
});
