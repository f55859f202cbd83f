import { describe, expect, it } from 'vitest';
import { shareOrdersById, type BoardOrder } from './board-queries';

const order = (id: string, status = 'pending', total = '10.00') => ({ id, status, total, createdAt: `2026-11-29T10:00:0${id}Z`, items: [{ name: 'Moqueca' }] }) as unknown as BoardOrder;

describe('shareOrdersById', () => {
  it('keeps every unchanged order object when a new one is added at the top (its card does not re-render)', () => {
    const previous = [order('3'), order('2'), order('1')];
    // As an answer or an in-place update brings them: equal values, new objects, shifted by one.
    const next = [order('4'), order('3'), order('2'), order('1')];
    const shared = shareOrdersById(previous, next) as BoardOrder[];
    expect(shared.map((row) => row.id)).toEqual(['4', '3', '2', '1']);
    expect(shared[1]).toBe(previous[0]);
    expect(shared[2]).toBe(previous[1]);
    expect(shared[3]).toBe(previous[2]);
  });

  it('gives a changed order a new object, and returns the same list when nothing changed', () => {
    const previous = [order('2'), order('1')];
    const changed = shareOrdersById(previous, [order('2', 'confirmed'), order('1')]) as BoardOrder[];
    expect(changed[0]).not.toBe(previous[0]);
    expect(changed[0]?.status).toBe('confirmed');
    expect(changed[1]).toBe(previous[1]);
    expect(shareOrdersById(previous, [order('2'), order('1')])).toBe(previous);
  });
});
