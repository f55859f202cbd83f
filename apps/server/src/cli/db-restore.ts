// `pnpm db:restore ARQUIVO [--force]`: restores a backup into an empty database (docs/operations.md, "Restore").
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { BackupError, restoreBackup, type BackupManifest } from '@direto/db/backup';
import { backupTargetOf } from '../backups/backup-target';
import { ConfigError, loadConfig } from '../config';
import { reachDatabase } from '../database';
import { withoutPassword } from '../database-reachability';
import { StartUpError } from '../start-up-error';

const USAGE = 'Uso: pnpm db:restore ARQUIVO [--force]\n  ARQUIVO: a pasta de um backup (direto-AAAAMMDD-HHMMSS), ou só o nome dela dentro de BACKUP_DIR.\n  --force: apaga um banco que não está vazio e substitui chaves do servidor diferentes em DATA_DIR.';

/** On a terminal, the operator says yes first; a script (stdin not a terminal) is not asked. */
async function confirmOnTerminal(manifest: BackupManifest, replacing: boolean, replacedKeys: string[], database: string): Promise<boolean> {
  if (!process.stdin.isTTY) return true;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const keys = replacedKeys.length > 0 ? `As chaves ${replacedKeys.join(' e ')} de DATA_DIR serão substituídas pelas do backup. ` : '';
    const warning = (replacing ? `TODOS os dados atuais de ${database} serão apagados. ` : '') + keys;
    const answer = await prompt.question(
      `Restaurar o backup de ${new Date(manifest.createdAt).toLocaleString('pt-BR')} (versão ${manifest.appVersion}) em ${database}? ${warning}Todos terão de entrar de novo. [s/N] `,
    );
    return /^s(im)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}

try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new BackupError(USAGE);
  const config = loadConfig();
  const target = backupTargetOf(config);
  // pnpm runs the script in apps/server: a relative path is read from where the command was typed.
  const typed = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const archiveDir = existsSync(typed) ? typed : join(target.backupDir, file);
  const database = await reachDatabase(config, pino({ level: 'warn' }));
  try {
    const shown = withoutPassword(database.url);
    const result = await restoreBackup({
      url: database.url,
      archiveDir,
      objectsDir: target.objectsDir,
      serverKeys: target.serverKeys,
      force: values.force,
      confirm: (manifest, replacing, replacedKeys) => confirmOnTerminal(manifest, replacing, replacedKeys, shown),
      log: (message) => console.log(message),
    });
    const { manifest } = result;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const images = manifest.objects.length === 1 ? '1 imagem' : `${manifest.objects.length} imagens`;
    const sessions = result.sessionsEnded === 1 ? '1 sessão encerrada' : `${result.sessionsEnded} sessões encerradas`;
    console.log(`Backup restaurado: ${rows} linhas em ${manifest.tables.length} tabelas, ${images}; ${sessions}.`);
    if (!manifest.objectsIncluded) console.log('As imagens deste backup ficam no S3: restaure o bucket à parte (docs/operations.md).');
    if (result.keysRestored.length > 0) console.log(`Chaves do servidor restauradas em ${target.serverKeys.dir}: ${result.keysRestored.join(', ')}.`);
    if (result.keysUnused.length > 0) console.log(`Não gravadas (este servidor usa as variáveis de ambiente no lugar): ${result.keysUnused.join(', ')}.`);
    if (manifest.keys.length === 0 && target.serverKeys.names.length > 0) {
      console.log(
        `Este backup não traz as chaves do servidor (${target.serverKeys.names.join(', ')}): se esta máquina não tem as de antes, quem ativou os alertas push precisará ativá-los de novo.`,
      );
    }
  } finally {
    await database.stop();
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError || error instanceof StartUpError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) throw error;
  console.error((error as Error).message);
  process.exitCode = 1;
}
