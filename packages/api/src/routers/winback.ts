import { winbackCandidatesInputSchema, winbackCandidatesSchema, winbackInputSchema, winbackReportSchema, winbackSchema, restaurantIdInputSchema } from '@direto/contracts';
import { inviteBack } from '../services/loyalty/winback';
import { listWinbackCandidates, winbackReport } from '../services/loyalty/winback-lists';
import { ownerProcedure, router } from '../trpc';

/** Issue 31, Clientes › Reativar clientes: one invitation at a time, from the owner's own WhatsApp. */
export const winbackRouter = router({
  invite: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/customers/{customerId}/winback', status: 201 },
      description:
        'Cria um cupom pessoal de uso único para o cliente e responde { couponCode, whatsappUrl } (wa.me com a mensagem do dono: {nome}, {cupom}, {validade}, {link}, e a linha para sair da lista). ' +
        'template, se enviado, passa a ser a mensagem do restaurante; benefit (padrão 10%) e validityDays (padrão 7). Cliente sem consentimento para ofertas ou bloqueado: 409.',
    })
    .input(winbackInputSchema)
    .output(winbackSchema)
    .mutation(({ ctx, input }) => inviteBack(ctx.em, ctx.user, ctx.publicUrl, input)),

  // The screen's lists: tRPC only, as the REST list has no route for them.
  candidates: ownerProcedure
    .meta({ description: 'Clientes que aceitam ofertas, não bloqueados, sem pedir há inactiveDays dias ou mais, com a data do último convite; e a mensagem salva.' })
    .input(winbackCandidatesInputSchema)
    .output(winbackCandidatesSchema)
    .query(({ ctx, input }) => listWinbackCandidates(ctx.em, ctx.user, input.id, input.inactiveDays)),

  report: ownerProcedure
    .meta({ description: 'Os convites enviados, do mais recente ao mais antigo, e se o cliente pediu em até 14 dias depois do convite.' })
    .input(restaurantIdInputSchema)
    .output(winbackReportSchema)
    .query(({ ctx, input }) => winbackReport(ctx.em, ctx.user, input.id)),
});
