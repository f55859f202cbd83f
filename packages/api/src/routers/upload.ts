import { uploadUrlSchema } from '@direto/contracts';
import { authedProcedure, router } from '../trpc';
import { issueUploadUrl } from '../services/upload';

export const uploadRouter = router({
  createUploadUrl: authedProcedure
    .meta({
      rest: { method: 'POST', path: '/api/objects/upload' },
      description:
        'URL para enviar uma imagem (PNG, JPEG, WebP ou GIF, até 5 MB) com HTTP PUT; vale 15 minutos, para um único arquivo (até 100 por hora por conta). objectPath é o caminho que a imagem terá.',
    })
    .output(uploadUrlSchema)
    .mutation(({ ctx }) => issueUploadUrl(ctx.em, ctx.objects, ctx.user.id)),
});
