import type { ChildServer } from './child-server';
import { getText } from './http';
import type { BareQueries } from './measure-dashboard';
import { startStatementCapture } from './statement-capture';

/**
 * A second app server, connected to PostgreSQL through the statement capture (statement-capture.ts),
 * that tells which queries one request of the app sends: each path is asked twice as the signed-in
 * user and the second request's statements are kept (the first warms the process's caches —
 * session, user — as they are warm under the measured load). Stopped after the latency rows.
 */
export async function startRequestStatements(
  databaseUrl: string,
  cookie: string,
  startServer: (databaseUrl: string) => Promise<ChildServer>,
): Promise<BareQueries & { stop(): Promise<void> }> {
  const capture = await startStatementCapture(databaseUrl);
  let server: ChildServer;
  try {
    server = await startServer(capture.url);
  } catch (error) {
    await capture.close();
    throw error;
  }
  return {
    databaseUrl,
    async statementsOf(path) {
      await getText(server.url, path, cookie);
      return capture.record(() => getText(server.url, path, cookie));
    },
    async stop() {
      await server.stop();
      await capture.close();
    },
  };
}
