import { DatabaseBackup, TriangleAlert } from 'lucide-react';
import { formatBytes, type BackupStatus } from '@direto/contracts';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { trpc } from '@/lib/trpc';

function LastBackup({ status }: { status: BackupStatus }) {
  const { last, schedule } = status;
  return (
    <div className="space-y-1 text-sm">
      {last ? (
        <p>
          Último backup: <span className="font-medium">{formatDateTime(last.at)}</span>
          {last.bytes !== null && ` · ${formatBytes(last.bytes)}`} · {last.ok ? 'Concluído' : 'Falhou'}
        </p>
      ) : (
        <p>Nenhum backup registrado.</p>
      )}
      <p className="text-muted-foreground">
        {schedule ? `Automático todo dia às ${schedule.at} (${schedule.timeZone}), em ${schedule.folder}.` : 'Sem backup automático: este servidor usa um PostgreSQL próprio (DATABASE_URL), com os backups dele.'}
      </p>
    </div>
  );
}

/** The database backups on the admin panel (issue 36): the last one's time, size and result, and a warning when it failed or is old. */
export function BackupStatusCard() {
  const backups = trpc.admin.backups.useQuery();
  const status = backups.data;
  return (
    <section aria-label="Backups do banco de dados">
      <Card className="flex items-start justify-between gap-3 p-4 sm:p-6">
        <div className="min-w-0 space-y-2">
          <h2 className="text-sm text-muted-foreground">Backups</h2>
          {status ? <LastBackup status={status} /> : <p className="text-sm">{backups.isError ? 'Não foi possível carregar o estado dos backups.' : '...'}</p>}
          {status?.warning && (
            <p role="alert" className="flex items-start gap-2 rounded-md bg-destructive/10 p-2 text-sm font-medium text-destructive">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {status.warning}
            </p>
          )}
        </div>
        <span className="rounded-md bg-accent p-2 text-accent-foreground [&_svg]:size-5" aria-hidden="true">
          <DatabaseBackup />
        </span>
      </Card>
    </section>
  );
}
