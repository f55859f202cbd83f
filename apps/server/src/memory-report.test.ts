import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MEMORY_QUERY, type MemoryAnswer } from './memory-report';

const MODULE = fileURLToPath(new URL('./memory-report.ts', import.meta.url));
/** A process that only sets up the answers, as main.ts does first thing. */
const CHILD = `import(${JSON.stringify(MODULE)}).then((m) => m.answerMemoryQueries());`;

describe('the memory report on the IPC channel (the soak reads the heap through it)', () => {
  it('answers the parent that asks with the process memory, and does not keep the process alive', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', CHILD], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const answer = new Promise<MemoryAnswer>((resolve) => child.on('message', (message) => resolve(message as MemoryAnswer)));
    // Asked until the child has set up its listener (importing through tsx takes a moment).
    const asking = setInterval(() => child.connected && child.send({ type: MEMORY_QUERY }), 100);
    const { usage, type } = await answer;
    clearInterval(asking);
    expect(type).toBe(MEMORY_QUERY);
    expect(usage.heapUsed).toBeGreaterThan(0);
    expect(usage.rss).toBeGreaterThan(usage.heapUsed);
    // Nothing else to do: the unref'd channel lets it end by itself.
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  }, 30_000);

  it('ignores any other message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', `${CHILD} process.on('message', () => setTimeout(() => process.send({ type: 'done' }), 200));`], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const seen: unknown[] = [];
    child.on('message', (message) => seen.push(message));
    const asking = setInterval(() => child.connected && child.send({ type: 'outra coisa' }), 100);
    await expect.poll(() => seen.length, { timeout: 20_000 }).toBeGreaterThan(0);
    clearInterval(asking);
    expect(seen.every((message) => (message as { type: string }).type === 'done')).toBe(true);
    child.kill();
  }, 30_000);
});
