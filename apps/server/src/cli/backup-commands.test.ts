import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@direto/db/seed';
import { createTestDatabase, type TestDatabase } from '@direto/db/testing';

/**
 * Issue 36: `pnpm db:backup` and `pnpm db:restore ARQUIVO [--force]` as the operator types them
 * (the package scripts, run as pnpm runs them: `node --import tsx …` in apps/server). The restore
 * refuses a database that is not empty unless --force, and on a terminal asks first (a pseudo
 * terminal from util-linux `script`); from a script it does not ask.
 */

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const ROOT_DIR = fileURLToPath(new URL('../../../../', import.meta.url));
const COMMAND_MS = 120_000;
const hasScript = spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;

let db: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'direto-cli-data-'));
const backupDir = mkdtempSync(join(tmpdir(), 'direto-cli-backups-'));
let archive = '';

/** The command a root script runs: `pnpm db:restore` → `pnpm --filter @direto/server db:restore` → `node --import tsx src/cli/db-restore.ts`. */
function serverScript(name: 'db:backup' | 'db:restore'): string[] {
  const root = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(root.scripts[name]).toBe(`pnpm --filter @direto/server ${name}`);
  const server = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [node, ...args] = (server.scripts[name] ?? '').split(' ');
  expect(node).toBe('node');
  return [process.execPath, ...args];
}

const env = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dataDir, BACKUP_DIR: backupDir, INIT_CWD: ROOT_DIR });

interface Run {
  code: number | null;
  out: string;
}

/**
 * Runs a command in apps/server; `answer` is typed once the question "[s/N]" appears. On a
 * terminal (`tty`), the command runs under `script`, which gives it a pseudo terminal for stdin.
 */
function run(argv: string[], { tty = false, answer }: { tty?: boolean; answer?: string } = {}): Promise<Run> {
  const quoted = argv.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
  const [file, ...args] = tty ? ['script', '-qec', quoted, '/dev/null'] : argv;
  const child = spawn(file as string, args, { cwd: SERVER_DIR, env: env(), stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let answered = false;
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    if (answer !== undefined && !answered && out.includes('[s/N]')) {
      answered = true;
      child.stdin.write(`${answer}\n`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  if (!tty) child.stdin.end();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}

async function query<Row extends pg.QueryResultRow>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

const marker = async () => (await query<{ value: string }>(`select value from settings where key = 'depois-do-backup'`)).map((row) => row.value);

beforeAll(async () => {
  db = await createTestDatabase();
  expect(await seedDemoData(db.orm.em.fork())).toBe(true);
  // The restore refuses a database others are connected to (a running server): this pool goes first.
  await db.orm.close();
}, COMMAND_MS);
afterAll(async () => {
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

describe('pnpm db:backup', () => {
  it(
    'writes an archive into BACKUP_DIR and says where',
    async () => {
      // A session made before the backup: the archive carries it, the restore ends it.
      await query(`insert into sessions (sid, sess, expire) values ('sessao-antes', '{}', now() + interval '1 day')`);
      const backup = await run([...serverScript('db:backup')]);
      expect(backup.code, backup.out).toBe(0);
      [archive = ''] = readdirSync(backupDir);
      expect(archive).toMatch(/^direto-\d{8}-\d{6}$/);
      expect(backup.out).toContain(`Backup criado: ${join(backupDir, archive)} (`);
      await query(`insert into settings (key, value) values ('depois-do-backup', 'x')`);
    },
    COMMAND_MS,
  );
});

describe('pnpm db:restore', () => {
  it(
    'refuses a database that is not empty without --force, and changes nothing',
    async () => {
      const refused = await run([...serverScript('db:restore'), archive]);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('O banco de dados não está vazio. Para apagá-lo e restaurar o backup no lugar, repita com --force.');
      expect(await marker()).toEqual(['x']);
    },
    COMMAND_MS,
  );

  it.skipIf(!hasScript)(
    'on a terminal asks first, naming what it replaces; anything but "s" cancels and changes nothing',
    async () => {
      const cancelled = await run([...serverScript('db:restore'), archive, '--force'], { tty: true, answer: 'n' });
      expect(cancelled.out).toMatch(/Restaurar o backup de .+ em postgres(ql)?:\/\/.+\? TODOS os dados atuais de .+ serão apagados\. Todos terão de entrar de novo\. \[s\/N\]/);
      expect(cancelled.out).toContain('Restauração cancelada; nada foi alterado.');
      expect(cancelled.code).toBe(1);
      expect(await marker()).toEqual(['x']);
    },
    COMMAND_MS,
  );

  it.skipIf(!hasScript)(
    'on a terminal, "s" restores the archive in place (--force) and ends every session',
    async () => {
      const restored = await run([...serverScript('db:restore'), archive, '--force'], { tty: true, answer: 's' });
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toMatch(/Backup restaurado: \d+ linhas em \d+ tabelas, 0 imagens; 1 sessão encerrada\./);
      expect(await marker()).toEqual([]);
      expect(await query(`select sid from sessions`)).toEqual([]);
    },
    COMMAND_MS,
  );

  it(
    'from a script (stdin not a terminal) does not ask',
    async () => {
      await query(`insert into settings (key, value) values ('depois-do-backup', 'y')`);
      const restored = await run([...serverScript('db:restore'), join(backupDir, archive), '--force']);
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).not.toContain('[s/N]');
      expect(restored.out).toContain('Backup restaurado:');
      expect(await marker()).toEqual([]);
    },
    COMMAND_MS,
  );
});
