import type { AddressInfo } from 'node:net';
import { openDatabase } from '@direto/db';
import { buildApp } from '../src/app';
import type { TestApp } from './test-app';

export type PeerApp = Awaited<ReturnType<typeof listenOnPort>>;

/** Makes the test app listen on a free port of 127.0.0.1 (for real HTTP and SSE with fetch). */
export async function listenOnPort(app: TestApp['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}` };
}

/**
 * A second, independent server on the SAME database as `t`, as a second `pnpm start` would be:
 * its own connection pool, its own LISTEN connection, its own subscribers, listening on its own
 * port. Same session secret, so a cookie from one server is valid on the other.
 */
export async function startPeerApp(t: TestApp) {
  const orm = await openDatabase({ clientUrl: t.config.DATABASE_URL as string, poolMax: 5 });
  const app = await buildApp({ config: t.config, orm });
  const peer = await listenOnPort(app);
  return {
    ...peer,
    async close() {
      await app.close();
      await orm.close();
    },
  };
}
