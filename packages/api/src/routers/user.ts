import { z } from 'zod';
import {
  accountInputSchema,
  activeSessionSchema,
  authOkSchema,
  confirmationEmailSchema,
  currentUserSchema,
  deleteAccountInputSchema,
  emailConfirmationTokenSchema,
  profileInputSchema,
  revokedSessionsSchema,
  sessionIdInputSchema,
  userExportSchema,
} from '@direto/contracts';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { deleteMyAccount, exportMyData } from '../services/account-data';
import { endMySession, listMySessions } from '../services/account-sessions';
import { updateAccount } from '../services/account-update';
import { confirmEmail, resendEmailConfirmation } from '../services/email-confirmation';
import { revokeOtherSessions, updateProfile } from '../services/user';

// The signed-in user's own data: updateProfile, updateAccount, revokeOtherSessions.
export const userRouter = router({
  updateProfile: authedProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/user/profile' },
      description: 'Salva telefone, endereço, cidade e CEP e marca o perfil como completo; devolve o usuário.',
    })
    .input(profileInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.em, ctx.user, input)),

  updateAccount: authedProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/user/account' },
      description:
        'Atualiza nome, email, telefone e (opcionalmente) a senha; senhas em branco mantêm a atual. Um novo email ou uma nova senha pedem a senha atual (currentPassword; sem ela, 400). O novo email não substitui o atual na hora: enviamos um link de confirmação para ele, e a resposta o traz em pendingEmail até o link ser aberto. Uma nova senha encerra as outras sessões da conta e renova a atual; as duas mudanças cancelam os links de redefinição de senha já enviados.',
    })
    .input(accountInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => updateAccount(ctx, input)),

  resendEmailConfirmation: authedProcedure
    .meta({
      description:
        'Envia de novo o link de confirmação: para o novo email pendente ou, se não houver, para o email atual ainda não confirmado (aceitar um convite pede email confirmado). Devolve o endereço.',
    })
    .output(confirmationEmailSchema)
    .mutation(({ ctx }) => resendEmailConfirmation(ctx)),

  confirmEmail: publicProcedure
    .meta({
      description:
        'Abre o link /confirmar-email enviado por email: confirma o endereço e, se era um novo email, ele passa a ser o da conta (e os links de redefinição de senha já enviados deixam de valer). Link inválido, expirado ou já usado: 400 "Link inválido ou expirado".',
    })
    .input(emailConfirmationTokenSchema)
    .output(confirmationEmailSchema)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input.token)),

  revokeOtherSessions: authedProcedure
    .meta({
      rest: { method: 'POST', path: '/api/user/sessions/revoke-others' },
      description: 'Sai de todos os outros dispositivos: encerra as outras sessões da conta (e suas conexões ao vivo); a atual continua.',
    })
    .output(revokedSessionsSchema)
    .mutation(({ ctx }) => revokeOtherSessions(ctx)),

  sessions: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/api/user/sessions' },
      description: 'As sessões ativas da conta (navegador, último acesso), com a atual marcada (current).',
    })
    .output(z.array(activeSessionSchema))
    .query(({ ctx }) => listMySessions(ctx)),

  endSession: authedProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/user/sessions/{id}' },
      description: 'Encerra uma sessão da conta (e suas conexões ao vivo); encerrar a atual é sair.',
    })
    .input(sessionIdInputSchema)
    .output(authOkSchema)
    .mutation(({ ctx, input }) => endMySession(ctx, input.id)),

  exportData: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/api/user/export' },
      description: 'Baixa os dados da conta (LGPD) em JSON: perfil, endereços, pedidos e restaurantes.',
    })
    .output(userExportSchema)
    .query(({ ctx }) => exportMyData(ctx.em, ctx.user)),

  deleteAccount: authedProcedure
    .meta({
      rest: { method: 'DELETE', path: '/api/user' },
      description:
        'Exclui a conta (LGPD): pede a senha quando a conta tem uma ({ "password": "..." }; sem senha, um login recente). Os pedidos ficam para os restaurantes como "Cliente removido", sem telefone nem endereço.',
    })
    .input(deleteAccountInputSchema)
    .output(authOkSchema)
    .mutation(({ ctx, input }) => deleteMyAccount(ctx, input.password)),
});
