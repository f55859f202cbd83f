import { currentUserSchema, passwordResetAcceptedSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@direto/contracts';
import { publicProcedure, router } from '../trpc';
import { confirmPasswordReset, requestPasswordReset } from '../services/password-reset';

// 'Esqueci minha senha' (issue 21): ask for a link, then use it.
export const passwordResetRouter = router({
  request: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/password-reset', status: 202 },
      description:
        'Pede um link para redefinir a senha: responde sempre 202 com a mesma mensagem, exista ou não a conta; se existir, envia por e-mail um link de uso único válido por 30 minutos.',
    })
    .input(passwordResetRequestSchema)
    .output(passwordResetAcceptedSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),

  confirm: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/password-reset/confirm' },
      description:
        'Define a nova senha com o token do link: encerra todas as sessões da conta e entra nesta. Token inválido, expirado ou já usado: 400 "Link inválido ou expirado".',
    })
    .input(passwordResetConfirmSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => confirmPasswordReset(ctx, input)),
});
