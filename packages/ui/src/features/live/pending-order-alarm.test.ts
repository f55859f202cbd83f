import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_REPEAT_MS, OVERDUE_REPEAT_MS, PendingOrderAlarm, type AlarmSound } from './pending-order-alarm';
import { readMutedPreference, writeMutedPreference } from './mute-preference';

let play: ReturnType<typeof vi.fn<(sound: AlarmSound) => void>>;
let alarm: PendingOrderAlarm;

beforeEach(() => {
  vi.useFakeTimers();
  play = vi.fn<(sound: AlarmSound) => void>();
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

describe('an order pending too long (pendingAlertMinutes)', () => {
  const MINUTE = 60_000;
  const sounds = () => play.mock.calls.map(([sound]) => sound);

  it('escalates to the insistent sound at the limit, repeats it every 10 s, and calms down once the order is confirmed', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.setOverdueAfterMinutes(5);
    const placedAt = Date.now();
    alarm.newOrder();
    alarm.setPendingOrders([placedAt]);
    expect(sounds()).toEqual(['chime']);

    // Before the limit: the usual chime every 30 s.
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(sounds()).toEqual(['chime', ...Array(9).fill('chime')]);
    expect(alarm.overdue).toBe(false);

    // At 5 minutes: the insistent sound at once, then every 10 s — no more chimes.
    vi.advanceTimersByTime(1);
    expect(alarm.overdue).toBe(true);
    expect(sounds().slice(10)).toEqual(['urgent']);
    vi.advanceTimersByTime(OVERDUE_REPEAT_MS * 3);
    expect(sounds().slice(10)).toEqual(['urgent', 'urgent', 'urgent', 'urgent']);

    // Confirmed: nothing pending, silence.
    alarm.setPendingOrders([]);
    const before = play.mock.calls.length;
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 4);
    expect(play).toHaveBeenCalledTimes(before);
    expect(alarm.overdue).toBe(false);
  });

  it('goes back to the chime when the late order is confirmed but a newer one is still pending', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.setOverdueAfterMinutes(2);
    const late = Date.now() - 3 * MINUTE;
    const recent = Date.now();
    alarm.setPendingOrders([recent, late]);
    vi.advanceTimersByTime(OVERDUE_REPEAT_MS);
    expect(sounds()).toEqual(['urgent']);

    alarm.setPendingOrders([recent]);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(sounds()).toEqual(['urgent', 'chime']);
    // ...until that one reaches the limit too (2 minutes after it was placed).
    vi.advanceTimersByTime(2 * MINUTE - ALARM_REPEAT_MS - OVERDUE_REPEAT_MS);
    expect(sounds().at(-1)).toBe('urgent');
  });

  it('is silent while muted, and resumes insisting when unmuted with the order still waiting', () => {
    alarm = new PendingOrderAlarm(play, { muted: true });
    alarm.setOverdueAfterMinutes(1);
    alarm.setPendingOrders([Date.now()]);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(play).not.toHaveBeenCalled();
    expect(alarm.overdue).toBe(true);

    alarm.setMuted(false);
    vi.advanceTimersByTime(OVERDUE_REPEAT_MS * 2);
    expect(sounds()).toEqual(['urgent', 'urgent']);
  });

  it('orders already late when the page opens insist from the first repeat, not at once', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.setOverdueAfterMinutes(5);
    alarm.setPendingOrders([Date.now() - 7 * MINUTE]);
    expect(play).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OVERDUE_REPEAT_MS);
    expect(sounds()).toEqual(['urgent']);
  });

  it('follows a new limit: raising it past the wait calms the alarm down', () => {
    alarm = new PendingOrderAlarm(play);
    alarm.setOverdueAfterMinutes(5);
    alarm.setPendingOrders([Date.now() - 6 * MINUTE]);
    expect(alarm.overdue).toBe(true);
    alarm.setOverdueAfterMinutes(10);
    expect(alarm.overdue).toBe(false);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(sounds()).toEqual(['chime']);
    // 4 minutes later the order has waited 10: escalated again.
    vi.advanceTimersByTime(4 * MINUTE - ALARM_REPEAT_MS);
    expect(sounds().at(-1)).toBe('urgent');
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
