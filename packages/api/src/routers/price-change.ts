import { priceChangeInputSchema, priceChangeResultSchema, priceChangeUndoInputSchema, priceChangeUndoResultSchema, PRICE_CHANGE_UNDO_MINUTES } from '@direto/contracts';
import { ownerProcedure, router } from '../trpc';
import { changePrices, undoPriceChange } from '../services/price-change';

export const priceChangeRouter = router({
  create: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/price-changes' },
      description:
        'Altera em massa os preços do próprio cardápio: os produtos de productIds e/ou de categoryId (nenhum dos dois: todos), por um percentual (percent) ou um valor em reais (amount), negativos para reduzir, ' +
        "com arredondamento opcional para cima até o próximo preço terminado em ,00, ,90 ou ,99 (rounding '00', '90', '99'; 'none' por padrão). " +
        `Um preço que ficaria abaixo de R$ 0,01 recusa a alteração inteira (400). Com preview true apenas calcula (changeId null); senão aplica numa transação e pode ser desfeita por ${PRICE_CHANGE_UNDO_MINUTES} minutos.`,
    })
    .input(priceChangeInputSchema)
    .output(priceChangeResultSchema)
    .mutation(({ ctx, input }) => changePrices(ctx.em, ctx.user, input)),

  undo: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/price-changes/{changeId}/undo' },
      description:
        `Desfaz uma alteração de preços em massa do próprio restaurante, até ${PRICE_CHANGE_UNDO_MINUTES} minutos depois dela (depois, ou se já desfeita, 409). ` +
        'Um produto cujo preço foi editado depois da alteração mantém a edição e aparece em skipped, com o motivo.',
    })
    .input(priceChangeUndoInputSchema)
    .output(priceChangeUndoResultSchema)
    .mutation(({ ctx, input }) => undoPriceChange(ctx.em, ctx.user, input.changeId)),
});
