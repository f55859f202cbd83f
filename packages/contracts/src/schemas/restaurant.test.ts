import { describe, expect, it } from 'vitest';
import '../zod-locale';
import { createRestaurantInputSchema, restaurantSettingsFormSchema } from './restaurant';

const settings = { name: 'Cantina', deliveryFee: '5.00', deliveryTime: '30-45 min', isOpen: true };

function firstMessage(input: unknown): string | undefined {
  const result = restaurantSettingsFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('settings restaurant form (spec §5)', () => {
  it('shows the spec messages', () => {
    expect(firstMessage({ ...settings, name: '' })).toBe('Nome é obrigatório');
    expect(firstMessage({ ...settings, deliveryFee: '5,00' })).toBe('Taxa deve ser um valor válido');
    expect(firstMessage({ ...settings, deliveryFee: '5.123' })).toBe('Taxa deve ser um valor válido');
    expect(firstMessage({ ...settings, deliveryFee: '-1' })).toBe('Taxa deve ser um valor válido');
    expect(firstMessage({ ...settings, deliveryFee: '' })).toBe('Taxa deve ser um valor válido');
    expect(firstMessage({ ...settings, deliveryTime: ' ' })).toBe('Tempo de entrega é obrigatório');
  });

  it('accepts a fee of digits with up to two decimals and normalises it', () => {
    expect(restaurantSettingsFormSchema.parse({ ...settings, deliveryFee: '7.5' }).deliveryFee).toBe('7.50');
    expect(restaurantSettingsFormSchema.parse({ ...settings, deliveryFee: '0' }).deliveryFee).toBe('0.00');
  });

  it('allows only the §3 cuisines, or none', () => {
    expect(restaurantSettingsFormSchema.parse({ ...settings, cuisine: 'Árabe' }).cuisine).toBe('Árabe');
    expect(restaurantSettingsFormSchema.parse({ ...settings, cuisine: '' }).cuisine).toBe('');
    expect(firstMessage({ ...settings, cuisine: 'Marciana' })).toBe('Escolha um tipo de cozinha da lista');
  });
});

describe('create restaurant form', () => {
  it('requires a name', () => {
    const result = createRestaurantInputSchema.safeParse({ name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Nome obrigatório');
  });
});
