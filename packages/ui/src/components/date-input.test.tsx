import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from './date-input';
import { isoDayFromText } from './date-mask';

/** A field as a screen holds it, with the day a caller would send shown beside it. */
function Day({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <label htmlFor="dia">Data</label>
      <DateInput id="dia" value={text} onChange={setText} />
      <output aria-label="Dia enviado">{isoDayFromText(text) ?? ''}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Data');
const sent = () => screen.getByLabelText('Dia enviado').textContent;

describe('DateInput', () => {
  it('is a numeric text field, never type=date, with a dd/mm/aaaa placeholder', () => {
    render(<Day />);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  });

  it("reads '05/03/2026' as 5 March, and gives no day until the year is whole", async () => {
    const user = userEvent.setup();
    render(<Day />);
    await user.type(field(), '05/03/2');
    expect(field()).toHaveValue('05/03/2');
    expect(sent()).toBe('');
    await user.type(field(), '02');
    expect(sent()).toBe('');
    await user.type(field(), '6');
    expect(field()).toHaveValue('05/03/2026');
    expect(sent()).toBe('2026-03-05');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('puts the slashes in when only digits are typed, and takes no more than a date', async () => {
    const user = userEvent.setup();
    render(<Day />);
    await user.type(field(), '2511202699');
    expect(field()).toHaveValue('25/11/2026');
    expect(sent()).toBe('2026-11-25');
  });

  it('marks a whole date that is no real day, and sends none', async () => {
    const user = userEvent.setup();
    render(<Day />);
    await user.type(field(), '31022026');
    expect(field()).toHaveValue('31/02/2026');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toBe('');
  });

  it('backspace removes digits and slashes alike', async () => {
    const user = userEvent.setup();
    render(<Day initial="05/03/2026" />);
    await user.type(field(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(field()).toHaveValue('05/03/');
    await user.type(field(), '{Backspace}');
    expect(field()).toHaveValue('05/03');
    expect(sent()).toBe('');
  });

  it('takes a pasted date written either way', async () => {
    const user = userEvent.setup();
    render(<Day />);
    await user.click(field());
    await user.paste('2026-03-05');
    expect(field()).toHaveValue('05/03/2026');
    await user.clear(field());
    await user.paste('5/3/2026');
    expect(sent()).toBe('2026-03-05');
  });
});
