import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuProduct, OptionGroup } from '@direto/contracts';
import { renderWithProviders } from '@/test/render-app';
import { OptionGroupsManager } from './option-groups-manager';

const RESTAURANT_ID = '00000000-0000-4000-8000-0000000000aa';
const option = (id: string, name: string, price: string, isAvailable = true) => ({ id, name, description: null, price, maxQuantity: 1, isAvailable });
const group = (id: string, name: string, options: OptionGroup['options'], productIds: string[] = []): OptionGroup => ({
  id,
  restaurantId: RESTAURANT_ID,
  name,
  min: 0,
  max: 2,
  pricing: 'sum',
  kind: 'standard',
  sortOrder: 0,
  productIds,
  options,
});
const molho = group('00000000-0000-4000-8000-000000000001', 'Molho', [option('00000000-0000-4000-8000-0000000000b1', 'Barbecue', '0.00'), option('00000000-0000-4000-8000-0000000000b2', 'Cheddar', '3.50')]);
const adicionais = group('00000000-0000-4000-8000-000000000002', 'Adicionais', [option('00000000-0000-4000-8000-0000000000c1', 'Bacon extra', '4.50')], ['p1']);
const burger = { id: 'p1', name: 'Hambúrguer', optionGroups: [{ ...adicionais, pricing: 'sum' }] } as unknown as MenuProduct;

function renderManager(handlers: Record<string, (input: unknown) => unknown>) {
  return renderWithProviders(<OptionGroupsManager restaurantId={RESTAURANT_ID} />, {
    handlers: {
      'optionGroup.list': () => [molho, adicionais],
      'product.listByRestaurant': () => [burger],
      'optionGroup.flavourPricing': () => ({ multiFlavourPricing: 'average' }),
      ...handlers,
    },
  });
}

describe('Gerenciar Produtos › Complementos', () => {
  it('switches an option off in one tap, moves groups and options with up/down buttons, and links a product', async () => {
    const user = userEvent.setup();
    const update = vi.fn((input: unknown) => ({ ...molho, ...(input as object) }));
    const reorder = vi.fn(() => [adicionais, molho]);
    const linkProduct = vi.fn((input: unknown) => input);
    renderManager({ 'optionGroup.update': update, 'optionGroup.reorder': reorder, 'optionGroup.linkProduct': linkProduct });
    const options = await screen.findByRole('list', { name: 'Opções de Molho' });
    expect(within(options).getByText('Grátis')).toBeInTheDocument();

    await user.click(within(options).getByRole('switch', { name: 'Cheddar disponível' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const saved = update.mock.calls[0]?.[0] as { groupId: string; options: { id?: string; name: string; isAvailable: boolean }[] };
    expect(saved.groupId).toBe(molho.id);
    expect(saved.options.map((o) => [o.id, o.name, o.isAvailable])).toEqual([
      [molho.options[0]?.id, 'Barbecue', true],
      [molho.options[1]?.id, 'Cheddar', false],
    ]);

    await user.click(within(options).getByRole('button', { name: 'Subir Cheddar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect((update.mock.calls[1]?.[0] as typeof saved).options.map((o) => o.name)).toEqual(['Cheddar', 'Barbecue']);

    await user.click(screen.getByRole('button', { name: 'Descer grupo Molho' }));
    await waitFor(() => expect(reorder).toHaveBeenCalledWith({ restaurantId: RESTAURANT_ID, groupIds: [adicionais.id, molho.id] }));

    await user.click(screen.getAllByText(/^Produtos vinculados/)[0] as HTMLElement);
    await user.click(screen.getAllByRole('checkbox', { name: 'Hambúrguer' })[0] as HTMLElement);
    await waitFor(() => expect(linkProduct).toHaveBeenCalledWith({ productId: 'p1', groupIds: [adicionais.id, molho.id] }));
  });

  it('duplicates a group as a new one, with new options', async () => {
    const user = userEvent.setup();
    const create = vi.fn((input: unknown) => ({ ...molho, ...(input as object) }));
    renderManager({ 'optionGroup.create': create });
    await user.click(await screen.findByRole('button', { name: 'Duplicar Molho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo grupo de opções' });
    expect(within(dialog).getByLabelText('Nome do grupo')).toHaveValue('Molho (cópia)');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar grupo' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const body = create.mock.calls[0]?.[0] as { id: string; name: string; options: { id?: string; name: string }[] };
    expect(body.id).toBe(RESTAURANT_ID);
    expect(body.name).toBe('Molho (cópia)');
    expect(body.options.map((o) => [o.id, o.name])).toEqual([
      [undefined, 'Barbecue'],
      [undefined, 'Cheddar'],
    ]);
  });
});
