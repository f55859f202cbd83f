// `pnpm db:backup`: one backup of the database and the uploaded images into BACKUP_DIR (docs/operations.md, "Backups").
import pino from 'pino';
import { now } from '@direto/api';
import { formatBytes } from '@direto/contracts';
import { openDatabase } from '@direto/db';
import { BackupError } from '@direto/db/backup';
import { backupTargetOf } from '../backups/backup-target';
import { runBackup } from '../backups/run-backup';
import { ConfigError, loadConfig } from '../config';
import { reachDatabase } from '../database';
import { StartUpError } from '../start-up-error';

try {
  const config = loadConfig();
  const target = backupTargetOf(config);
  const database = await reachDatabase(config, pino({ level: 'warn' }));
  try {
    const orm = await openDatabase({ clientUrl: database.url, poolMax: 2 });
    try {
      const result = await runBackup({ orm, target, at: now(), scheduled: false });
      const images = result.manifest.objects.length;
      const objects = result.manifest.objectsIncluded ? (images === 1 ? '1 imagem' : `${images} imagens`) : 'imagens no S3, fora do backup';
      const keys = result.manifest.keys.length > 0 ? ', chaves do servidor: guarde-o como guarda as senhas' : '';
      console.log(`Backup criado: ${result.path} (${formatBytes(result.bytes)}; ${result.manifest.tables.length} tabelas, ${objects}${keys}).`);
    } finally {
      await orm.close();
    }
  } finally {
    await database.stop();
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError || error instanceof StartUpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
