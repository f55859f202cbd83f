import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuOptionGroup, MenuProduct } from '@direto/contracts';
import { ProductOptionsForm } from './product-options-form';

const option = (id: string, name: string, price: string, extra: Partial<MenuOptionGroup['options'][number]> = {}) => ({
  id,
  name,
  description: null,
  price,
  maxQuantity: 1,
  isAvailable: true,
  ...extra,
});

const groups: MenuOptionGroup[] = [
  { id: 'size', name: 'Tamanho', min: 1, max: 1, pricing: 'sum', kind: 'size', options: [option('broto', 'Broto', '0.00', { flavours: 1 }), option('grande', 'Grande', '30.00', { flavours: 3 })] },
  {
    id: 'flavours',
    name: 'Sabores',
    min: 1,
    max: 3,
    pricing: 'max',
    kind: 'flavour',
    options: [option('calabresa', 'Calabresa', '0.00'), option('margherita', 'Margherita', '3.00', { sizePrices: { grande: '7.90' } })],
  },
  { id: 'sauce', name: 'Molho', min: 1, max: 1, pricing: 'sum', kind: 'standard', options: [option('bbq', 'Barbecue', '0.00'), option('out', 'Mostarda', '1.00', { isAvailable: false })] },
];
const pizza: MenuProduct = {
  id: 'p1',
  restaurantId: 'r1',
  categoryId: null,
  name: 'Pizza',
  description: null,
  price: '39.90',
  imageUrl: null,
  prepTime: 30,
  isAvailable: true,
  tags: [],
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  optionGroups: groups,
};

describe('the product sheet’s choices', () => {
  it('keeps Adicionar disabled with the first unmet group’s message, then adds with the live total, the note and the quantity', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<ProductOptionsForm product={pizza} onAdd={onAdd} />);
    const add = screen.getByRole('button', { name: /^Adicionar R\$/ });
    expect(add).toBeDisabled();
    expect(screen.getByText('Escolha pelo menos 1 opção em Tamanho')).toBeInTheDocument();
    expect(screen.getAllByText('Obrigatório · Escolha 1')).toHaveLength(2);
    expect(screen.getByText('Pizzas com mais de um sabor são cobradas pelo valor do sabor mais caro.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Mostarda/ })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /^Grande/ }));
    expect(screen.getByText('Escolha pelo menos 1 opção em Sabores')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Calabresa/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Margherita/ }));
    expect(screen.getByText('Escolha pelo menos 1 opção em Molho')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Barbecue/ }));
    await user.type(screen.getByLabelText('Alguma observação?'), 'Bem assada');
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    // (39,90 + 30,00 + the dearest flavour at Grande, 7,90) × 2
    expect(add).toHaveTextContent('Adicionar R$ 155,60');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith({
      options: [
        { optionId: 'grande', quantity: 1, name: 'Grande', isFlavour: false },
        { optionId: 'calabresa', quantity: 1, name: 'Calabresa', isFlavour: true },
        { optionId: 'margherita', quantity: 1, name: 'Margherita', isFlavour: true },
        { optionId: 'bbq', quantity: 1, name: 'Barbecue', isFlavour: false },
      ],
      optionsPrice: '37.90',
      notes: 'Bem assada',
      quantity: 2,
    });
  });

  it('a smaller size fits fewer flavours: those chosen start over, and one flavour is a radio', async () => {
    const user = userEvent.setup();
    render(<ProductOptionsForm product={pizza} onAdd={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: /^Grande/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Calabresa/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Margherita/ }));
    await user.click(screen.getByRole('radio', { name: /^Broto/ }));
    expect(screen.getByRole('radio', { name: /^Calabresa/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^Margherita/ })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Calabresa/ }));
    await user.click(screen.getByRole('radio', { name: /^Margherita/ }));
    expect(screen.getByRole('radio', { name: /^Calabresa/ })).not.toBeChecked();
    expect(screen.getByText('Escolha pelo menos 1 opção em Molho')).toBeInTheDocument();
  });
});
