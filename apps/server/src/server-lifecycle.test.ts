import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Orm } from '@direto/db';
import { openEventStream, type EventStream } from '../test/event-stream';
import { makeRestaurant, makeUser } from '../test/factories';
import { freePort, runServerUntilExit, startServerWith, type ServerProcess } from '../test/security/server-process';
import { SERVER_CLOSING_MESSAGE } from './live/order-event-hub';

/**
 * Starting and stopping the real server as people run it: `node src/main.ts` processes (what
 * `pnpm start` runs) on one machine. The first copy starts the embedded PostgreSQL under its
 * DATA_DIR; a second `pnpm start` on the same DATA_DIR shares that server; a third process
 * reaches it through DATABASE_URL.
 */

const PASSWORD = 'senha-do-dono-123';
const OWNER_EMAIL = `dono-${Date.now()}@teste.com`;

let dataDir: string;
let pgPort: number;
let databaseUrl: string;
let orm: Orm;
let restaurantId: string;
let first: ServerProcess;
const servers: ServerProcess[] = [];
const cleanUps: (() => void)[] = [];

/** The environment of a copy running the embedded PostgreSQL under `dir` (as `pnpm start` in development). */
function embeddedCopy(dir: string, port: number): Record<string, string | undefined> {
  return { NODE_ENV: 'development', DATABASE_URL: undefined, DATA_DIR: dir, EMBEDDED_PG_PORT: String(port) };
}

function postmasterPid(): number | null {
  const file = join(dataDir, 'postgres', 'cluster', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The non-empty lines a process wrote on stderr. */
function lines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.trim());
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'direto-lifecycle-'));
  // As root, postgres runs as the 'postgres' user, which must reach the folder (mkdtemp makes it 0700).
  chmodSync(dataDir, 0o755);
  pgPort = await freePort();
  first = await startServerWith(embeddedCopy(dataDir, pgPort), { timeoutMs: 120_000 });
  servers.push(first);
  databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/direto`;
  orm = await openDatabase({ clientUrl: databaseUrl, poolMax: 2 });
  const em = orm.em.fork();
  const owner = await makeUser(em, { userType: 'restaurant', email: OWNER_EMAIL, password: PASSWORD });
  restaurantId = (await makeRestaurant(em, { owner })).id;
}, 180_000);

afterAll(async () => {
  for (const cleanUp of cleanUps) cleanUp();
  await orm?.close();
  for (const server of servers) await server.kill('SIGKILL');
  // Killed outright, the first copy could not stop its PostgreSQL.
  const pid = postmasterPid();
  if (pid !== null && isAlive(pid)) process.kill(pid, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a start that cannot begin says why, in one line', () => {
  it('a second copy with its own DATA_DIR on the same ports names the embedded PostgreSQL port', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'direto-lifecycle-other-'));
    chmodSync(otherDir, 0o755);
    cleanUps.push(() => rmSync(otherDir, { recursive: true, force: true }));
    const port = new URL(first.baseUrl).port;

    const second = await runServerUntilExit({ ...embeddedCopy(otherDir, pgPort), PORT: port });

    expect(second.code).toBe(1);
    expect(lines(second.stderr)).toEqual([`A porta ${pgPort} do PostgreSQL embutido já está em uso — outra cópia do Direto? Defina EMBEDDED_PG_PORT.`]);
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
  }, 60_000);

  it('the HTTP port in use', async () => {
    const port = new URL(first.baseUrl).port;
    const second = await runServerUntilExit({ DATABASE_URL: databaseUrl, PORT: port });
    expect(second.code).toBe(1);
    expect(lines(second.stderr)).toEqual([`A porta ${port} já está em uso — outra cópia do Direto ou outro programa? Defina PORT.`]);
  }, 60_000);

  it('an unreachable DATABASE_URL, without its password', async () => {
    const nobody = await freePort();
    const result = await runServerUntilExit({ DATABASE_URL: `postgres://direto:senha-secreta-42@127.0.0.1:${nobody}/direto` });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      `Não foi possível conectar ao banco de dados em postgres://direto:***@127.0.0.1:${nobody}/direto: conexão recusada (o PostgreSQL está rodando nesse endereço e porta?). Verifique DATABASE_URL.`,
    ]);
    expect(result.stderr).not.toContain('senha-secreta-42');
  }, 60_000);

  it('a DATA_DIR that cannot be written', async () => {
    // A path under a regular file: not even root can create it.
    const folder = mkdtempSync(join(tmpdir(), 'direto-lifecycle-file-'));
    cleanUps.push(() => rmSync(folder, { recursive: true, force: true }));
    const file = join(folder, 'arquivo');
    writeFileSync(file, '');
    const result = await runServerUntilExit({ DATABASE_URL: databaseUrl, DATA_DIR: join(file, 'dados') });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      `Não é possível gravar em DATA_DIR (${join(file, 'dados')}): parte do caminho é um arquivo, não uma pasta. Defina DATA_DIR com uma pasta gravável.`,
    ]);
  }, 60_000);
});

describe('shutdown is always clean, with live streams open', () => {
  async function signIn(server: ServerProcess): Promise<string> {
    const res = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OWNER_EMAIL, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((header) => header.startsWith('direto.sid='));
    if (!cookie) throw new Error('sem cookie de sessão');
    return cookie.split(';')[0] ?? cookie;
  }

  /** Streams as browsers hold them, plus one client that has stopped reading its stream. */
  async function openStreams(server: ServerProcess): Promise<{ streams: EventStream[]; stalled: Socket }> {
    const cookie = await signIn(server);
    const streams = await Promise.all([1, 2].map(() => openEventStream(server.baseUrl, 'live.restaurantOrders', { restaurantId }, cookie)));
    for (const stream of streams) await stream.waitFor<{ type: string }>((event) => event.type === 'sync');
    const url = new URL(`/trpc/live.restaurantOrders?input=${encodeURIComponent(JSON.stringify({ restaurantId }))}`, server.baseUrl);
    const stalled = connect(Number(url.port), '127.0.0.1');
    stalled.on('error', () => {});
    stalled.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`);
    await new Promise((resolve) => stalled.once('data', resolve));
    stalled.pause();
    cleanUps.push(() => stalled.destroy());
    return { streams, stalled };
  }

  /** An order event on the database channel, as placing an order sends it, heard on every stream given. */
  async function deliverOrderEvent(streams: EventStream[]): Promise<void> {
    const orderId = randomUUID();
    const event = { type: 'order.placed', orderId, restaurantId, customerId: null, status: 'pending', at: new Date().toISOString() };
    await orm.em.fork().execute(`select pg_notify('order_events', ?)`, [JSON.stringify(event)]);
    for (const stream of streams) await stream.waitFor<{ orderId?: string }>((heard) => heard.orderId === orderId);
  }

  async function expectStreamsEnded(streams: EventStream[]): Promise<void> {
    for (const stream of streams) {
      expect(await stream.error(5_000)).toMatchObject({ message: SERVER_CLOSING_MESSAGE, data: { code: 'SERVICE_UNAVAILABLE' } });
      await expect(stream.next(5_000)).rejects.toThrow(/terminou/);
    }
  }

  async function expectCleanExit(server: ServerProcess): Promise<void> {
    await server.exited;
    expect({ code: server.child.exitCode, signal: server.child.signalCode }, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/unhandled|uncaught|triggerUncaughtException/i);
  }

  it('SIGINT (twice, as the terminal and pnpm send it) and SIGTERM end every process with exit code 0, the embedded PostgreSQL last', async () => {
    const sharing = await startServerWith(embeddedCopy(dataDir, pgPort), { timeoutMs: 60_000 });
    servers.push(sharing);
    const remote = await startServerWith({ DATABASE_URL: databaseUrl }, { timeoutMs: 60_000 });
    servers.push(remote);
    const open = await Promise.all([first, sharing, remote].map(openStreams));
    const [onFirst, onSharing, onRemote] = open;
    if (!onFirst || !onSharing || !onRemote) throw new Error('streams missing');
    await deliverOrderEvent(open.flatMap(({ streams }) => streams));

    // The process on DATABASE_URL: Ctrl-C reaches it twice, the second time while it is closing.
    remote.child.kill('SIGINT');
    const [closingStream] = onRemote.streams;
    expect(await closingStream?.error(5_000)).toMatchObject({ message: SERVER_CLOSING_MESSAGE });
    remote.child.kill('SIGINT');
    await expectStreamsEnded(onRemote.streams.slice(1));
    await expectCleanExit(remote);

    // The second copy shares the embedded server: it stops, the database stays up for the first.
    await deliverOrderEvent([...onSharing.streams, ...onFirst.streams]);
    sharing.child.kill('SIGTERM');
    await expectStreamsEnded(onSharing.streams);
    await expectCleanExit(sharing);
    expect(await portAnswers(pgPort)).toBe(true);
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);

    // The first copy owns the embedded server: its streams end, then PostgreSQL stops with it.
    const postgres = postmasterPid();
    first.child.kill('SIGINT');
    await expectStreamsEnded(onFirst.streams);
    await expectCleanExit(first);
    expect(postgres !== null && isAlive(postgres), 'the embedded PostgreSQL outlived its owner').toBe(false);
    expect(await portAnswers(pgPort)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'owner.pid'))).toBe(false);
  }, 180_000);
});
