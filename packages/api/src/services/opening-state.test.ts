import { describe, expect, it } from 'vitest';
import { SCHEDULING_DEFAULTS, type WeeklyInterval } from '@direto/contracts';
import { availableSlots, computeOpenState, isOfferedSlot, type OpeningSchedule } from './opening-state';

// 2026-11-27 is a Friday. São Paulo is UTC−3 and Manaus UTC−4 all year (no daylight saving since 2019).
const SP = 'America/Sao_Paulo';

function schedule(overrides: Partial<OpeningSchedule> = {}): OpeningSchedule {
  return {
    timezone: SP,
    weekly: [],
    exceptions: [],
    pausedIndefinitely: false,
    pausedUntil: null,
    pauseReason: null,
    scheduling: { ...SCHEDULING_DEFAULTS },
    ...overrides,
  };
}

const everyDay = (opens: string, closes: string): WeeklyInterval[] => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

describe('computeOpenState', () => {
  it('keeps a Friday 18:00–02:00 shift open on Saturday at 01:30 and closes it at 02:00', () => {
    const friday = schedule({ weekly: [{ weekday: 5, opens: '18:00', closes: '02:00' }] });
    const at0130 = computeOpenState(friday, new Date('2026-11-28T01:30:00-03:00'));
    expect(at0130).toMatchObject({ status: 'open', message: 'Aberto até 02:00', closesAt: '2026-11-28T05:00:00.000Z' });
    const at0200 = computeOpenState(friday, new Date('2026-11-28T02:00:00-03:00'));
    expect(at0200.status).toBe('closed');
    expect(at0200.message).toBe('Fechado agora · Abre sexta às 18:00');
    expect(at0200.nextOpenAt).toBe('2026-12-04T21:00:00.000Z');
  });

  it("treats '00:00–00:00' as 24 hours, merged with the next day's hours", () => {
    const state = computeOpenState(
      schedule({ weekly: [{ weekday: 3, opens: '00:00', closes: '00:00' }, { weekday: 4, opens: '00:00', closes: '11:00' }] }),
      new Date('2026-11-25T23:59:00-03:00'),
    );
    expect(state).toMatchObject({ status: 'open', message: 'Aberto até 11:00', closesAt: '2026-11-26T14:00:00.000Z' });
  });

  it('is closed all day on an exception date that falls on a normal day, and says when it opens', () => {
    const christmas = schedule({ weekly: everyDay('11:30', '23:00'), exceptions: [{ date: '2026-12-25', closed: true, intervals: [] }] });
    expect(computeOpenState(christmas, new Date('2026-12-25T12:00:00-03:00'))).toMatchObject({
      status: 'closed',
      message: 'Fechado agora · Abre amanhã às 11:30',
    });
    expect(computeOpenState(christmas, new Date('2026-12-24T12:00:00-03:00'))).toMatchObject({ status: 'open', message: 'Aberto até 23:00' });
  });

  it('uses special hours of an exception instead of the weekly ones', () => {
    const eve = schedule({ weekly: everyDay('11:30', '23:00'), exceptions: [{ date: '2026-12-24', closed: false, intervals: [{ opens: '18:00', closes: '21:00' }] }] });
    expect(computeOpenState(eve, new Date('2026-12-24T12:00:00-03:00')).message).toBe('Fechado agora · Abre hoje às 18:00');
  });

  it('reads the hours in each restaurant’s own time zone at the same instant (Manaus vs São Paulo)', () => {
    const hours = everyDay('18:00', '23:00');
    const instant = new Date('2026-11-27T21:30:00Z'); // 18:30 in São Paulo, 17:30 in Manaus
    expect(computeOpenState(schedule({ weekly: hours }), instant)).toMatchObject({ status: 'open', message: 'Aberto até 23:00' });
    expect(computeOpenState(schedule({ weekly: hours, timezone: 'America/Manaus' }), instant)).toMatchObject({
      status: 'closed',
      message: 'Fechado agora · Abre hoje às 18:00',
      nextOpenAt: '2026-11-27T22:00:00.000Z',
    });
  });

  it('ends a timed pause by itself', () => {
    const paused = schedule({ weekly: everyDay('11:00', '23:00'), pausedUntil: new Date('2026-11-27T20:30:00-03:00'), pauseReason: 'Cozinha lotada' });
    expect(computeOpenState(paused, new Date('2026-11-27T20:00:00-03:00'))).toMatchObject({
      status: 'paused',
      message: 'Pausado · Voltamos às 20:30',
      pauseReason: 'Cozinha lotada',
      nextOpenAt: '2026-11-27T23:30:00.000Z',
    });
    expect(computeOpenState(paused, new Date('2026-11-27T20:30:00-03:00')).status).toBe('open');
  });

  it('keeps a restaurant with no schedule open unless paused, as before opening hours existed', () => {
    expect(computeOpenState(schedule(), new Date('2026-11-27T04:00:00-03:00'))).toMatchObject({ status: 'open', message: 'Aberto agora' });
    expect(computeOpenState(schedule({ pausedIndefinitely: true }), new Date()).status).toBe('paused');
  });

  it('closes an open restaurant at once when its schedule is edited', () => {
    const at = new Date('2026-11-27T15:00:00-03:00');
    const before = schedule({ weekly: everyDay('11:30', '23:00') });
    expect(computeOpenState(before, at).status).toBe('open');
    const after = { ...before, weekly: everyDay('18:00', '23:00') };
    expect(computeOpenState(after, at)).toMatchObject({ status: 'closed', message: 'Fechado agora · Abre hoje às 18:00' });
  });
});

describe('availableSlots', () => {
  const lunchAndDinner = schedule({
    weekly: [
      { weekday: 5, opens: '11:00', closes: '12:00' },
      { weekday: 5, opens: '18:00', closes: '19:00' },
    ],
    scheduling: { ...SCHEDULING_DEFAULTS, enabled: true, slotMinutes: 30, leadMinutes: 30 },
  });
  const starts = (slots: { start: string }[]) => slots.map((slot) => new Date(slot.start).toLocaleTimeString('pt-BR', { timeZone: SP, hour: '2-digit', minute: '2-digit' }));

  it('skips the closed gap between intervals and respects the lead time', () => {
    expect(starts(availableSlots(lunchAndDinner, '2026-11-27', new Date('2026-11-27T08:00:00-03:00')))).toEqual(['11:00', '11:30', '18:00', '18:30']);
    // At 11:10 with 30 minutes of lead time, 11:30 is too soon: the next slot is 18:00.
    expect(starts(availableSlots(lunchAndDinner, '2026-11-27', new Date('2026-11-27T11:10:00-03:00')))).toEqual(['18:00', '18:30']);
  });

  it('offers none when scheduling is off, and none beyond the days ahead allowed', () => {
    expect(availableSlots({ ...lunchAndDinner, scheduling: { ...SCHEDULING_DEFAULTS } }, '2026-11-27', new Date('2026-11-27T08:00:00-03:00'))).toEqual([]);
    expect(availableSlots(lunchAndDinner, '2026-12-11', new Date('2026-11-27T08:00:00-03:00'))).toEqual([]);
    expect(starts(availableSlots(lunchAndDinner, '2026-12-04', new Date('2026-11-27T08:00:00-03:00')))).toHaveLength(4);
  });

  it('accepts only a slot start as a scheduled time', () => {
    const at = new Date('2026-11-27T08:00:00-03:00');
    expect(isOfferedSlot(lunchAndDinner, new Date('2026-11-27T18:30:00-03:00'), at)).toBe(true);
    expect(isOfferedSlot(lunchAndDinner, new Date('2026-11-27T18:40:00-03:00'), at)).toBe(false);
    expect(isOfferedSlot(lunchAndDinner, new Date('2026-11-27T15:00:00-03:00'), at)).toBe(false);
  });
});
