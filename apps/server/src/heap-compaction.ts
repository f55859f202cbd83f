import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Loading the server's code and starting it grows V8's young generation to its maximum (32 MB)
 * and leaves start-up garbage in the old one; an idle server would keep both until V8's memory
 * reducer happens to run, minutes later. One memory-reducing full collection once started gives
 * them back: ~160 → ~120 MB of resident memory for a ready, idle server (bench/RESULTS.md, "Server
 * start"), for some 30 ms before the server listens.
 *
 * V8 offers that collection only through its `gc` extension: `--expose-gc` set at run time adds
 * `gc` to contexts created afterwards (never to this one), and its `last-resort` flavour is the
 * collection V8 runs itself under memory pressure. heap-compaction.test.ts fails if V8 drops it.
 */
export function releaseStartUpGarbage(): void {
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as CollectGarbage;
  collectGarbage({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** The young generation's size in bytes (what the collection above shrinks). */
export function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? Number.NaN;
}
