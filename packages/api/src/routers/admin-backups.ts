import { backupStatusSchema } from '@direto/contracts';
import { now } from '../clock';
import { backupStatus } from '../services/backup-status';
import { adminProcedure, router } from '../trpc';

// The database backups on the admin panel (issue 36). tRPC only: the issue adds no REST path for it.
export const adminBackupsRouter = router({
  backups: adminProcedure
    .meta({
      description: 'O último backup do banco de dados (quando, tamanho, resultado), o agendamento diário e um aviso se falhou ou tem mais de 26 horas.',
    })
    .output(backupStatusSchema)
    .query(({ ctx }) => backupStatus(ctx.em, now())),
});
