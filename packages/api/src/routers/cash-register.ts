import { z } from 'zod';
import {
  cashMovementInputSchema,
  cashSessionIdInputSchema,
  cashSessionListInputSchema,
  cashSessionPageSchema,
  cashSessionSchema,
  closeCashSessionInputSchema,
  openCashSessionInputSchema,
  reopenCashSessionInputSchema,
  restaurantIdInputSchema,
} from '@direto/contracts';
import { ownerProcedure, restaurantStaffProcedure, router } from '../trpc';
import { closeCashSession } from '../services/cash-register/cash-close';
import { listCashSessions } from '../services/cash-register/cash-history';
import { addCashMovement } from '../services/cash-register/cash-movements';
import { reopenCashSession } from '../services/cash-register/cash-reopen';
import { currentCashSession, getCashSession, openCashSession } from '../services/cash-register/cash-sessions';
import { cashSlipPdf } from '../services/cash-register/cash-slip';

const WHO = 'O dono; a equipe só com "Equipe pode operar o caixa" ligado (Configurações › Equipe).';

/** Issue 32: the cash register ('Caixa'). See docs/cash-register.md. */
export const cashRegisterRouter = router({
  open: restaurantStaffProcedure
    .meta({
      rest: { method: 'POST', path: '/api/restaurants/{id}/cash-sessions', status: 201 },
      description: `Abre o caixa com o fundo de troco: {"openingFloat": "100.00"}. Um caixa aberto por restaurante: 409 'Já existe um caixa aberto'. ${WHO}`,
    })
    .input(openCashSessionInputSchema)
    .output(cashSessionSchema)
    .mutation(({ ctx, input }) => openCashSession(ctx.em, ctx.user, input.id, input.openingFloat)),

  current: restaurantStaffProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/cash-sessions/current' },
      description: `O caixa aberto com os valores esperados por forma de pagamento e bandeira (pedidos entregues enquanto aberto), ou 404 'Nenhum caixa aberto' quando nenhum está aberto. ${WHO}`,
    })
    .input(restaurantIdInputSchema)
    .output(cashSessionSchema)
    .query(({ ctx, input }) => currentCashSession(ctx.em, ctx.user, input.id)),

  list: restaurantStaffProcedure
    .meta({
      rest: { method: 'GET', path: '/api/restaurants/{id}/cash-sessions' },
      description: `Histórico de caixas, do mais recente, com totais e diferenças: { sessions, nextCursor }; a próxima página com ?cursor=nextCursor. ${WHO}`,
    })
    .input(cashSessionListInputSchema)
    .output(cashSessionPageSchema)
    .query(({ ctx, input }) => listCashSessions(ctx.em, ctx.user, input.id, input)),

  get: restaurantStaffProcedure
    .meta({ description: `Um caixa, aberto ou fechado, com o fechamento e as movimentações. ${WHO}` })
    .input(cashSessionIdInputSchema)
    .output(cashSessionSchema)
    .query(({ ctx, input }) => getCashSession(ctx.em, ctx.user, input.sessionId)),

  addMovement: restaurantStaffProcedure
    .meta({
      rest: { method: 'POST', path: '/api/cash-sessions/{sessionId}/movements', status: 201 },
      description: `Sangria ou suprimento no caixa aberto: {"type": "withdrawal" | "deposit", "amount": "50.00", "reason": "..."}. Caixa fechado: 409. Responde o caixa atualizado. ${WHO}`,
    })
    .input(cashMovementInputSchema)
    .output(cashSessionSchema)
    .mutation(({ ctx, input }) => addCashMovement(ctx.em, ctx.user, input)),

  close: restaurantStaffProcedure
    .meta({
      rest: { method: 'POST', path: '/api/cash-sessions/{sessionId}/close' },
      description:
        'Fecha o caixa com a contagem: {"counted": [{"method": "cash", "amount": "150.00"}, {"method": "credit", "brand": "visa", "amount": "80.00"}]}. ' +
        `Responde, por forma de pagamento, esperado, contado e diferença (positiva: sobra; negativa: quebra); uma forma não contada conta R$ 0,00. Já fechado: 409. ${WHO}`,
    })
    .input(closeCashSessionInputSchema)
    .output(cashSessionSchema)
    .mutation(({ ctx, input }) => closeCashSession(ctx.em, ctx.user, input.sessionId, input.counted)),

  reopen: ownerProcedure
    .meta({
      rest: { method: 'POST', path: '/api/cash-sessions/{sessionId}/reopen' },
      description: 'Reabre um caixa fechado (apenas o dono, nunca a equipe): {"reason": "..."}; a reabertura fica registrada (quem, quando, por quê). Com outro caixa aberto: 409.',
    })
    .input(reopenCashSessionInputSchema)
    .output(cashSessionSchema)
    .mutation(({ ctx, input }) => reopenCashSession(ctx.em, ctx.user, input.sessionId, input.reason)),

  slipPdf: restaurantStaffProcedure
    .meta({
      rest: { method: 'GET', path: '/api/cash-sessions/{sessionId}/report.pdf', contentType: 'application/pdf', fileName: 'fechamento-de-caixa.pdf' },
      description: `O comprovante de fechamento do caixa em PDF, 80 mm de largura, com linha de assinatura. Caixa ainda aberto: 409. ${WHO}`,
    })
    .input(cashSessionIdInputSchema)
    // The PDF's bytes: REST sends them as application/pdf (a tRPC client gets them as JSON, so use REST).
    .output(z.instanceof(Buffer))
    .query(({ ctx, input }) => cashSlipPdf(ctx.em, ctx.user, input.sessionId)),
});
