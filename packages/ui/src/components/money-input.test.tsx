import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyInput } from './money-input';

/** A field as a form holds it, with the value the form would send shown beside it. */
function Price({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="price">Preço (R$)</label>
      <MoneyInput id="price" value={value} onChange={setValue} />
      <output aria-label="Valor enviado">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Preço (R$)');
const sent = () => screen.getByLabelText('Valor enviado').textContent;

describe('MoneyInput', () => {
  it('is a decimal text field, never type=number, with an R$ placeholder', () => {
    render(<Price />);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    expect(field()).toHaveAttribute('placeholder', 'R$ 0,00');
  });

  it('fills from the right as digits are typed and hands the form a two-decimal string', async () => {
    const user = userEvent.setup();
    render(<Price />);
    await user.type(field(), '1');
    expect(field()).toHaveValue('R$ 0,01');
    await user.type(field(), '2');
    expect(field()).toHaveValue('R$ 0,12');
    await user.type(field(), '5');
    expect(field()).toHaveValue('R$ 1,25');
    await user.type(field(), '0');
    expect(field()).toHaveValue('R$ 12,50');
    expect(sent()).toBe('12.50');
  });

  it("gives the same amount for '12,50', '12.50' and '1.250,00' typed", async () => {
    const user = userEvent.setup();
    render(<Price />);
    await user.type(field(), '12,50');
    expect(sent()).toBe('12.50');
    await user.clear(field());
    await user.type(field(), '12.50');
    expect(sent()).toBe('12.50');
    await user.clear(field());
    await user.type(field(), '1.250,00');
    expect(field()).toHaveValue('R$ 1.250,00');
    expect(sent()).toBe('1250.00');
  });

  it('backspace removes the last digit and finally empties the field', async () => {
    const user = userEvent.setup();
    render(<Price initial="12.50" />);
    expect(field()).toHaveValue('R$ 12,50');
    await user.type(field(), '{Backspace}');
    expect(field()).toHaveValue('R$ 1,25');
    expect(sent()).toBe('1.25');
    await user.type(field(), '{Backspace}{Backspace}{Backspace}');
    expect(field()).toHaveValue('');
    expect(sent()).toBe('');
  });

  it('reads a pasted amount with its own separators, replacing the value', async () => {
    const user = userEvent.setup();
    render(<Price initial="3.00" />);
    await user.click(field());
    await user.paste('1.250,00');
    expect(field()).toHaveValue('R$ 1.250,00');
    expect(sent()).toBe('1250.00');
    await user.paste('12.5');
    expect(sent()).toBe('12.50');
    await user.paste('12');
    expect(sent()).toBe('12.00');
    await user.paste('doze');
    expect(sent()).toBe('12.00');
  });
});
