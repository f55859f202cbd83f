import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { listen } from './listen';
import { startBanner } from './start-banner';

// Issue 28: `pnpm start` listened on every interface while the demo accounts' passwords are
// published, so anyone on the same Wi-Fi was an administrator. It now listens on this machine
// only, unless in production (Docker) or HOST widens it, and the banner says which.

const PRODUCTION = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/d', SESSION_SECRET: 'x'.repeat(32) };
const DATABASE = { displayUrl: 'postgres://127.0.0.1:54329/direto', embedded: true };

/** An address of this machine that other machines on its network use, if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function startWith(env: Record<string, string>): Promise<AddressInfo> {
  app = Fastify();
  await listen(app, loadConfig({ ...env, PORT: '0' }));
  return app.server.address() as AddressInfo;
}

describe('where `pnpm start` listens', () => {
  it('in development, on 127.0.0.1 only, and the banner says how to open it to the network', async () => {
    const listening = await startWith({ NODE_ENV: 'development' });
    expect(listening.address).toBe('127.0.0.1');
    expect(await answers('127.0.0.1', listening.port)).toBe(true);
    if (networkAddress) expect(await answers(networkAddress, listening.port)).toBe(false);

    const banner = startBanner({ publicUrl: 'http://localhost:3000', listening, database: DATABASE, demoAccounts: [] });
    expect(banner).toContain(`Escutando em 127.0.0.1:${listening.port}: só esta máquina. Para abrir a outros aparelhos da rede, defina HOST=0.0.0.0.`);
  });

  it('in production, on every interface', async () => {
    const listening = await startWith(PRODUCTION);
    expect(listening.address).toBe('0.0.0.0');
    if (networkAddress) expect(await answers(networkAddress, listening.port)).toBe(true);
    const banner = startBanner({ publicUrl: 'https://pedidos.example.com', listening, database: DATABASE, demoAccounts: [] });
    expect(banner).toContain(`Escutando em 0.0.0.0:${listening.port}: todas as interfaces de rede.`);
  });

  it('where HOST says, in development too', async () => {
    const listening = await startWith({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(listening.address).toBe('0.0.0.0');
  });

  it('names an IPv6 loopback the way one types it', () => {
    const banner = startBanner({ publicUrl: 'http://localhost:3000', listening: { address: '::1', family: 'IPv6', port: 3000 }, database: DATABASE, demoAccounts: [] });
    expect(banner).toContain('Escutando em [::1]:3000: só esta máquina.');
  });
});

describe('where backups go (issue 36)', () => {
  const listening = { address: '127.0.0.1', family: 'IPv4', port: 3000 };

  it('says when the embedded database is backed up, and where', () => {
    const banner = startBanner({ publicUrl: 'http://localhost:3000', listening, database: DATABASE, demoAccounts: [], backups: { at: '03:30', folder: '/srv/direto/.data/backups' } });
    expect(banner).toContain('  Backups: todo dia às 03:30 em /srv/direto/.data/backups (pnpm db:backup faz um agora).');
  });

  it('says that a DATABASE_URL server makes none by itself', () => {
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: '/dados' });
    const banner = startBanner({ publicUrl: config.PUBLIC_URL, listening, database: DATABASE, demoAccounts: [], backups: { at: config.BACKUP_AT, folder: config.BACKUP_DIR } });
    expect(banner).toContain('  Backups: nenhum automático (use os backups do seu PostgreSQL); pnpm db:backup grava em /dados/backups.');
  });
});
