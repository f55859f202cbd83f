import { releaseStartUpGarbage } from './heap-compaction';

/**
 * The process's memory for the process that started it: when this server runs with an IPC channel
 * (a parent spawned it with one, as the bench's soak does), a `{ type: 'direto:memory' }` message
 * is answered with `process.memoryUsage()`. Only that parent can ask: nothing is exposed over
 * HTTP, and a server started without a channel (pnpm, Docker, systemd) does nothing here.
 * Heap figures need the process itself: /proc gives the resident memory, not V8's heap.
 * With `collect: true` a full, memory-reducing collection runs first, so a figure read right after
 * (the live bench's memory per stream) counts what is kept, not how much garbage happened to wait.
 */
export const MEMORY_QUERY = 'direto:memory';

export interface MemoryAnswer {
  type: typeof MEMORY_QUERY;
  usage: NodeJS.MemoryUsage;
}

export function answerMemoryQueries(): void {
  if (!process.send || !process.channel) return;
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === MEMORY_QUERY) {
      if ((message as { collect?: unknown }).collect === true) releaseStartUpGarbage();
      process.send?.({ type: MEMORY_QUERY, usage: process.memoryUsage() } satisfies MemoryAnswer);
    }
  });
  // The channel alone must not keep a stopping server alive.
  process.channel.unref();
}
