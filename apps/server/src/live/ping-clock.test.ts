import { afterEach, describe, expect, it } from 'vitest';
import { PingClock } from './ping-clock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stream() {
  const pings: number[] = [];
  return { pings, ping: () => pings.push(Date.now()) };
}

let clock: PingClock | undefined;
afterEach(() => clock?.stop());

describe('the shared ping clock', () => {
  it('pings every stream about once per interval, a group at a time', async () => {
    clock = new PingClock(120, 4);
    const streams = Array.from({ length: 8 }, stream);
    for (const each of streams) clock.add(each);
    await sleep(400);
    for (const each of streams) {
      // 400 ms at one ping per 120 ms: 3 pings, give or take a tick of a loaded machine.
      expect(each.pings.length).toBeGreaterThanOrEqual(2);
      expect(each.pings.length).toBeLessThanOrEqual(4);
    }
    // Streams of different groups are not all pinged at the same moment.
    expect(new Set(streams.map((each) => each.pings[0])).size).toBeGreaterThan(1);
  });

  it('stops pinging a removed stream, and everything once stopped', async () => {
    clock = new PingClock(60, 2);
    const removed = stream();
    const kept = stream();
    clock.add(removed);
    clock.add(kept);
    clock.remove(removed);
    await sleep(150);
    expect(removed.pings).toEqual([]);
    expect(kept.pings.length).toBeGreaterThan(0);

    clock.stop();
    const pinged = kept.pings.length;
    await sleep(150);
    expect(kept.pings.length).toBe(pinged);
  });
});
