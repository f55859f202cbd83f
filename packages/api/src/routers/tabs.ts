import {
  attendedTableCallSchema,
  attendTableCallInputSchema,
  diningRoomSchema,
  restaurantIdInputSchema,
  tabIdInputSchema,
  tabPaymentInputSchema,
  tabPaymentResultSchema,
  tabSchema,
  updateTabInputSchema,
} from '@direto/contracts';
import { restaurantStaffProcedure, router } from '../trpc';
import { getDiningRoom } from '../services/tabs/dining-room';
import { closeTab } from '../services/tabs/tab-close';
import { addTabPayment } from '../services/tabs/tab-payments';
import { updateTab } from '../services/tabs/tab-update';
import { attendTableCall } from '../services/tabs/table-call-attend';

const WHO = 'O dono e a equipe do restaurante.';

/** Issue 33: the contas of the dining room (board › Mesas). See docs/tables.md, 'Contas e salão'. */
export const tabsRouter = router({
  diningRoom: restaurantStaffProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/tabs' },
      description:
        'O salão: cada mesa ativa, livre (tab null) ou com a conta aberta — pedidos e itens, subtotal, taxa de serviço, total, pago, restante, divisão e pagamentos — ' +
        `e os chamados à espera ('Chamar garçom', 'Pedir a conta'). ${WHO}`,
    })
    .input(restaurantIdInputSchema)
    .output(diningRoomSchema)
    .query(({ ctx, input }) => getDiningRoom(ctx.em, ctx.user, input.id)),

  update: restaurantStaffProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/tabs/{tabId}' },
      description:
        'Taxa de serviço e divisão da conta; um campo omitido fica como está. {"serviceChargePercent": 0} remove a taxa; a equipe só pode removê-la ou voltar à do restaurante ' +
        '(outra porcentagem, só o dono: 403). {"split": {"people": 3}} divide igualmente; {"split": {"items": [{"itemId": "…", "person": 1}]}} divide por itens ' +
        '(itens sem pessoa ficam para todos; a resposta traz a parte de cada pessoa, com a taxa de serviço, e não é guardada); {"split": null} desfaz. Conta fechada: 409. ' +
        WHO,
    })
    .input(updateTabInputSchema)
    .output(tabSchema)
    .mutation(({ ctx, input }) => updateTab(ctx.em, ctx.user, input)),

  addPayment: restaurantStaffProcedure
    .meta({
      rest: { method: 'POST', path: '/api/tabs/{tabId}/payments', status: 201 },
      description:
        'Registra um pagamento na conta: {"method": "credit", "brand": "visa", "amount": "50.00"} — uma forma aceita pelo restaurante, com a bandeira no cartão e no vale. ' +
        'O valor não passa do restante, exceto em dinheiro: a resposta traz o troco (change). Nada a pagar ou conta fechada: 409. ' +
        WHO,
    })
    .input(tabPaymentInputSchema)
    .output(tabPaymentResultSchema)
    .mutation(({ ctx, input }) => addTabPayment(ctx.em, ctx.user, input)),

  close: restaurantStaffProcedure
    .meta({
      rest: { method: 'POST', path: '/api/tabs/{tabId}/close' },
      description:
        "'Fechar conta': só sem nada a pagar (senão 409 'Faltam R$ 12,30 para fechar a conta'). Entrega os pedidos não cancelados, reparte a taxa de serviço e os pagamentos " +
        `entre eles (o caixa e os relatórios contam cada forma de pagamento) e libera a mesa. ${WHO}`,
    })
    .input(tabIdInputSchema)
    .output(tabSchema)
    .mutation(({ ctx, input }) => closeTab(ctx.em, ctx.user, input.tabId)),

  attendCall: restaurantStaffProcedure
    .meta({ description: `'Atendido': tira um chamado da mesa ('Chamar garçom', 'Pedir a conta') da lista de espera (só tRPC). ${WHO}` })
    .input(attendTableCallInputSchema)
    .output(attendedTableCallSchema)
    .mutation(({ ctx, input }) => attendTableCall(ctx.em, ctx.user, input.callId)),
});
