import {
  authOkSchema,
  authProvidersSchema,
  currentUserSchema,
  loginInputSchema,
  registerInputSchema,
  setPasswordInputSchema,
} from '@direto/contracts';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { toUserDto } from '../mappers/user';
import { login, register, setPasswordOfGoogleAccount } from '../services/auth';
import { pendingEmailOf } from '../services/email-confirmation';
import { myWorkplaces } from '../services/staff';

// Accounts: me (GET /api/user), register, login, setPassword, logout, providers.
export const authRouter = router({
  me: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/api/user' },
      description:
        'O usuário conectado (todos os campos menos a senha, com hasPassword, authMethod e emailConfirmed; workplace: o restaurante em que trabalha como Atendente; pendingEmail: um novo email aguardando o link de confirmação).',
    })
    .output(currentUserSchema)
    .query(async ({ ctx }) => {
      // Only a staff member's answer carries `workplace` (and only a pending e-mail change
      // `pendingEmail`): everyone else's stays as the spec lists it.
      const [workplace] = await myWorkplaces(ctx.em, ctx.user);
      const pendingEmail = await pendingEmailOf(ctx.em, ctx.user);
      return { ...toUserDto(ctx.user), ...(workplace ? { workplace } : {}), ...(pendingEmail ? { pendingEmail } : {}) };
    }),

  login: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/login' },
      description: 'Entra com email e senha; a sessão recebe um novo id.',
    })
    .input(loginInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => login(ctx.em, ctx.session, ctx.ip, input)),

  register: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/register', status: 201 },
      description: 'Cria uma conta (cliente do restaurante quando vem de um link /r/{slug}) e entra nela.',
    })
    .input(registerInputSchema)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => register(ctx.em, ctx.session, ctx, input)),

  setPassword: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/set-password' },
      description: 'Define a primeira senha de uma conta criada com o Google; só para quem está conectado nessa conta.',
    })
    .input(setPasswordInputSchema)
    .output(authOkSchema)
    .mutation(async ({ ctx, input }) => {
      await setPasswordOfGoogleAccount(ctx.em, ctx.user, ctx.ip, input);
      return { ok: true as const };
    }),

  logout: publicProcedure
    .meta({
      rest: { method: 'POST', path: '/api/logout' },
      description: 'Sai: a sessão é destruída no servidor.',
    })
    .output(authOkSchema)
    .mutation(async ({ ctx }) => {
      await ctx.session.signOut();
      return { ok: true as const };
    }),

  providers: publicProcedure
    .meta({ description: 'Formas de entrar oferecidas pelo servidor (o botão do Google aparece só quando configurado).' })
    .output(authProvidersSchema)
    .query(({ ctx }) => ctx.authProviders),
});
