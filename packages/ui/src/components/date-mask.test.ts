import { describe, expect, it } from 'vitest';
import { isoDayFromText, maskDateText, textFromIsoDay } from './date-mask';

/** The field's text after typing `keys` one at a time, as the input would show it. */
const typed = (keys: string) => [...keys].reduce((text, key) => maskDateText(text + key), '');

describe('date mask (dd/mm/aaaa)', () => {
  it('puts the slashes in as the digits arrive, with or without slashes typed', () => {
    expect(typed('05032026')).toBe('05/03/2026');
    expect(typed('05/03/2026')).toBe('05/03/2026');
    expect(typed('0')).toBe('0');
    expect(typed('05')).toBe('05');
    expect(typed('050')).toBe('05/0');
    expect(typed('05/')).toBe('05/');
    expect(typed('0503202612')).toBe('05/03/2026');
  });

  it('lets backspace remove a slash', () => {
    expect(maskDateText('05/0'.slice(0, -1))).toBe('05/');
    expect(maskDateText('05/')).toBe('05/');
    expect(maskDateText('05/'.slice(0, -1))).toBe('05');
  });

  it("reads a one-digit day or month closed by a slash, and a pasted '2026-03-05'", () => {
    expect(maskDateText('5/3/2026')).toBe('05/03/2026');
    expect(typed('5/3/2026')).toBe('05/03/2026');
    expect(maskDateText('2026-03-05')).toBe('05/03/2026');
    expect(maskDateText('hoje')).toBe('');
  });

  it('gives a day only for a whole, real date', () => {
    expect(isoDayFromText('05/03/2026')).toBe('2026-03-05');
    expect(isoDayFromText('29/02/2028')).toBe('2028-02-29');
    for (const text of ['', '05/03/2', '05/03/202', '31/02/2026', '29/02/2026', '00/03/2026', '05/13/2026', '05/00/2026', '05/03/0000']) {
      expect(isoDayFromText(text), text).toBeNull();
    }
  });

  it('shows a day the API gives back as dd/mm/aaaa', () => {
    expect(textFromIsoDay('2026-03-05')).toBe('05/03/2026');
    expect(textFromIsoDay('')).toBe('');
  });
});
