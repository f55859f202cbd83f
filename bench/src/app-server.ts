import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer, type ChildServer } from './child-server';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface AppServerOptions {
  url: string;
  databaseUrl: string;
  /** One secret for every start: the sessions signed in before a restart stay valid. */
  sessionSecret: string;
  dataDir: string;
  /** The built web app; absent: the server's default (the API needs none). */
  uiDist?: string;
  liveStreamsPerSession: number;
  cores: string | null;
  log: (message: string) => void;
  nodeOptions?: string[];
  pollMs?: number;
  ipc?: boolean;
}

/** The compiled Direto server (`apps/server/dist/main.js`, `pnpm build`) as production runs it, on 127.0.0.1. */
export function startAppServer(options: AppServerOptions): Promise<ChildServer> {
  const { port } = new URL(options.url);
  return startChildServer({
    name: 'servidor Direto',
    entry: 'dist/main.js',
    nodeOptions: options.nodeOptions ?? [],
    pollMs: options.pollMs,
    ipc: options.ipc,
    cores: options.cores,
    cwd: join(REPO_ROOT, 'apps', 'server'),
    url: options.url,
    readyPath: '/healthz',
    log: options.log,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      PUBLIC_URL: options.url,
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_MAX: '10',
      SESSION_SECRET: options.sessionSecret,
      // Request logs off on both sides: the figure is the app's cost, not the terminal's.
      LOG_LEVEL: 'warn',
      DATA_DIR: options.dataDir,
      ...(options.uiDist ? { UI_DIST_DIR: options.uiDist } : {}),
      // The live cases hold many streams over few sessions (see settings.ts).
      LIVE_STREAMS_PER_SESSION: String(options.liveStreamsPerSession),
      // As the Docker image runs it (Dockerfile): without it glibc's per-thread arenas, filled by
      // compression in libuv's threads, hold ~200 MB more after the menu and list loads.
      MALLOC_ARENA_MAX: '2',
      // As the Docker image runs it: big blocks (argon2's 19 MiB per sign-in, compressors'
      // windows) are mapped and unmapped at once, instead of staying in glibc's heap once freed.
      MALLOC_MMAP_THRESHOLD_: '131072',
    },
  });
}
