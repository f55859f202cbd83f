import { logoSchema, updateLogoInputSchema } from '@direto/contracts';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { getLogo, updateLogo } from '../services/logo';

export const logoRouter = router({
  get: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/api/logo' },
      description: 'O logo da aplicação (logoPath null quando nenhum foi enviado).',
    })
    .output(logoSchema)
    .query(({ ctx }) => getLogo(ctx.em)),

  update: adminProcedure
    .meta({
      rest: { method: 'PUT', path: '/api/logo' },
      description: 'Troca o logo da aplicação: logoURL é a uploadURL usada no envio ou o caminho /objects/<uuid>.',
    })
    .input(updateLogoInputSchema)
    .output(logoSchema)
    .mutation(({ ctx, input }) => updateLogo(ctx.em, ctx.objects, input.logoURL)),
});
