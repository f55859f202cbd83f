import { accountInputSchema, currentUserSchema, profileInputSchema, revokedSessionsSchema } from '@direto/contracts';
import { authedProcedure, router } from '../trpc';
import { revokeOtherSessions, updateAccount, updateProfile } from '../services/user';

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
        'Atualiza nome, email, telefone e (opcionalmente) a senha; senhas em branco mantêm a atual. Uma nova senha encerra as outras sessões da conta e renova a atual.',
    })
    .input(accountInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => updateAccount(ctx, input)),

  revokeOtherSessions: authedProcedure
    .meta({
      rest: { method: 'POST', path: '/api/user/sessions/revoke-others' },
      description: 'Sai de todos os outros dispositivos: encerra as outras sessões da conta (e suas conexões ao vivo); a atual continua.',
    })
    .output(revokedSessionsSchema)
    .mutation(({ ctx }) => revokeOtherSessions(ctx)),
});
