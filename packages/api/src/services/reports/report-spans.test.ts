import { describe, expect, it } from 'vitest';
import { periodSpans } from './report-spans';

describe('a period read as whole months and edge days', () => {
  it('a period inside one month is read day by day', () => {
    expect(periodSpans('2026-11-02', '2026-11-29')).toEqual({ days: [['2026-11-02', '2026-11-29']], months: null });
    expect(periodSpans('2026-11-20', '2026-12-05')).toEqual({ days: [['2026-11-20', '2026-12-05']], months: null });
  });

  it('a whole month is one month row', () => {
    expect(periodSpans('2026-02-01', '2026-02-28')).toEqual({ days: [], months: ['2026-02-01', '2026-02-01'] });
    expect(periodSpans('2028-02-01', '2028-02-29')).toEqual({ days: [], months: ['2028-02-01', '2028-02-01'] });
  });

  it('a year not starting on a 1st: the days before the first whole month and after the last', () => {
    expect(periodSpans('2025-11-29', '2026-11-28')).toEqual({
      days: [
        ['2025-11-29', '2025-11-30'],
        ['2026-11-01', '2026-11-28'],
      ],
      months: ['2025-12-01', '2026-10-01'],
    });
    expect(periodSpans('2025-12-31', '2026-12-31')).toEqual({ days: [['2025-12-31', '2025-12-31']], months: ['2026-01-01', '2026-12-01'] });
  });
});
