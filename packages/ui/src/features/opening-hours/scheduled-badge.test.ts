import { describe, expect, it } from 'vitest';
import { scheduledLabel } from './scheduled-badge';

describe('scheduledLabel', () => {
  const slot = '2026-11-27T22:30:00.000Z';
  const afternoon = new Date('2026-11-27T15:00:00.000Z');

  it("reads the slot in the restaurant's own zone, not the viewer's", () => {
    expect(scheduledLabel(slot, 'America/Sao_Paulo', afternoon)).toBe('Agendado para 19:30');
    expect(scheduledLabel(slot, 'America/Manaus', afternoon)).toBe('Agendado para 18:30');
    expect(scheduledLabel(slot, 'America/Rio_Branco', afternoon)).toBe('Agendado para 17:30');
  });

  it('names the day when it is not today there', () => {
    // 23:30 in São Paulo on the 27th is already the 28th in Noronha (UTC−2).
    expect(scheduledLabel('2026-11-28T02:30:00.000Z', 'America/Noronha', afternoon)).toBe('Agendado para amanhã 00:30');
  });
});
