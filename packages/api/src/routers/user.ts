import { accountInputSchema, currentUserSchema, profileInputSchema } from '@direto/contracts';
import { authedProcedure, router } from '../trpc';
import { updateAccount, updateProfile } from '../services/account';

// The signed-in user's own data: updateProfile, updateAccount.
export const userRouter = router({
  updateProfile: authedProcedure
    .meta({ description: 'Salva telefone, endereço, cidade e CEP e marca o perfil como completo; devolve o usuário.' })
    .input(profileInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.em, ctx.user, input)),

  updateAccount: authedProcedure
    .meta({ description: 'Atualiza nome, email, telefone e (opcionalmente) a senha; senhas em branco mantêm a atual.' })
    .input(accountInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => updateAccount(ctx.em, ctx.user, input)),
});
