import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_REPEAT_MS, PendingOrderAlarm } from './pending-order-alarm';
import { readMutedPreference, writeMutedPreference } from './mute-preference';

let play: ReturnType<typeof vi.fn<() => void>>;
let alarm: PendingOrderAlarm;

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.fn<() => void>();
});
afterEach(() => {
  alarm?.dispose();
  vi.useRealTimers();
});

describe('new-order alarm', () => {
  it('sounds at once for a new order, then every 30 s while an order is pending, and stops once none is', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.newOrder();
    alarm.setPendingCount(1);
    expect(play).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(ALARM_REPEAT_MS - 1);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(play).toHaveBeenCalledTimes(3);

    // The owner confirmed it: no pending order left, silence.
    alarm.setPendingCount(0);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 5);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('keeps repeating while any of several orders is pending', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.newOrder();
    alarm.setPendingCount(2);
    alarm.setPendingCount(1);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 2);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('counts the next repeat from the latest new order, so two orders never sound back to back', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.newOrder();
    vi.advanceTimersByTime(ALARM_REPEAT_MS - 1_000);
    alarm.newOrder();
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(ALARM_REPEAT_MS - 1_000);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('plays nothing while muted, and resumes repeating when unmuted with orders still pending', () => {
    alarm = new PendingOrderAlarm(play, { muted: true });
    alarm.newOrder();
    alarm.setPendingCount(1);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 3);
    expect(play).not.toHaveBeenCalled();

    alarm.setMuted(false);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(play).toHaveBeenCalledTimes(1);

    alarm.setMuted(true);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 3);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not sound for orders that were already pending when the page opened', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.setPendingCount(3);
    expect(play).not.toHaveBeenCalled();
    // ...but reminds the owner of them every 30 s.
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(play).toHaveBeenCalledTimes(1);
  });
});

describe('mute preference', () => {
  it('is remembered in localStorage, off by default', () => {
    expect(readMutedPreference()).toBe(false);
    writeMutedPreference(true);
    expect(readMutedPreference()).toBe(true);
    writeMutedPreference(false);
    expect(readMutedPreference()).toBe(false);
  });

  it('falls back to sound on when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readMutedPreference(broken)).toBe(false);
    expect(() => writeMutedPreference(true, broken)).not.toThrow();
  });
});
