import { describe, expect, it } from 'vitest';
import { ownerOrderTimeline } from './owner-order-timeline';

const at = (minute: number) => `2026-11-21T22:${String(minute).padStart(2, '0')}:00.000Z`;

describe("the owner's order timeline", () => {
  it('gives each step reached its time and leaves the ones ahead empty', () => {
    const steps = ownerOrderTimeline('preparing', [
      { status: 'pending', at: at(0) },
      { status: 'confirmed', at: at(3) },
      { status: 'preparing', at: at(9) },
    ]);
    expect(steps).toEqual([
      { status: 'pending', at: at(0), state: 'done' },
      { status: 'confirmed', at: at(3), state: 'done' },
      { status: 'preparing', at: at(9), state: 'current' },
      { status: 'ready', at: null, state: 'upcoming' },
      { status: 'delivered', at: null, state: 'upcoming' },
    ]);
  });

  it('shows a step reached before the history was recorded without a time', () => {
    const steps = ownerOrderTimeline('delivered', [
      { status: 'pending', at: at(0) },
      { status: 'delivered', at: at(42) },
    ]);
    expect(steps.map((step) => [step.status, step.at, step.state])).toEqual([
      ['pending', at(0), 'done'],
      ['confirmed', null, 'done'],
      ['preparing', null, 'done'],
      ['ready', null, 'done'],
      ['delivered', at(42), 'current'],
    ]);
  });

  it('ends a cancelled order at Cancelado, after the steps it went through', () => {
    const steps = ownerOrderTimeline('cancelled', [
      { status: 'pending', at: at(0) },
      { status: 'confirmed', at: at(2) },
      { status: 'cancelled', at: at(5) },
    ]);
    expect(steps).toEqual([
      { status: 'pending', at: at(0), state: 'done' },
      { status: 'confirmed', at: at(2), state: 'done' },
      { status: 'cancelled', at: at(5), state: 'current' },
    ]);
    expect(ownerOrderTimeline('cancelled', []).map((step) => step.status)).toEqual(['pending', 'cancelled']);
  });
});
