import { describe, expect, it } from 'vitest';
import { weeklyHoursLines } from './weekly-hours-text';

const days = (weekdays: number[], opens: string, closes: string) => weekdays.map((weekday) => ({ weekday, opens, closes }));

describe('weeklyHoursLines', () => {
  it('groups days with the same hours, Monday first, and says which days are closed', () => {
    const weekly = [...days([1, 2, 3, 4, 5], '18:00', '23:00'), ...days([1, 2, 3, 4, 5], '11:00', '15:00'), ...days([6], '11:00', '23:00')];
    expect(weeklyHoursLines(weekly)).toEqual(['Segunda a sexta: 11:00 às 15:00 e 18:00 às 23:00', 'Sábado: 11:00 às 23:00', 'Domingo: fechado']);
  });

  it('joins two neighbouring days with "e" and prints nothing without hours', () => {
    expect(weeklyHoursLines([...days([0, 1, 2, 3, 4], '10:00', '22:00'), ...days([5, 6], '10:00', '02:00')])).toEqual([
      'Segunda a quinta: 10:00 às 22:00',
      'Sexta e sábado: 10:00 às 02:00',
      'Domingo: 10:00 às 22:00',
    ]);
    expect(weeklyHoursLines([])).toEqual([]);
  });
});
