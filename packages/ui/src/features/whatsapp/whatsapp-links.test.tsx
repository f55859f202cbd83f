import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@direto/contracts';
import { makeOwnedRestaurant, makeRestaurant } from '@/test/fixtures';
import { makeUser, renderWithProviders } from '@/test/render-app';
import { NotifyCustomerButton, type NotifiableOrder } from './notify-customer-button';
import { TalkToRestaurantLink } from './talk-to-restaurant-link';

const ORDER: NotifiableOrder = {
  id: 'aaaaaaaa-0000-4000-8000-00000000ab12',
  customerName: 'Ana Souza',
  customerPhone: '(11) 99999-8888',
  status: 'ready',
  total: '118.80',
};

const textOf = (href: string | null) => new URL(href ?? '').searchParams.get('text');

describe("'Avisar cliente'", () => {
  it('opens WhatsApp on the customer’s phone with the message for the order’s status', async () => {
    const restaurant = makeOwnedRestaurant({ whatsappTemplates: { ...DEFAULT_WHATSAPP_TEMPLATES, ready: '{nome}, o {pedido} ({total}) está {status}! 🛵\n{link}' } });
    renderWithProviders(<NotifyCustomerButton order={ORDER} />, { handlers: { 'auth.me': () => makeUser({ userType: 'restaurant' }), 'restaurant.mine': () => [restaurant] } });
    const link = await screen.findByRole('link', { name: 'Avisar cliente' });
    const href = link.getAttribute('href');
    expect(href?.startsWith('https://wa.me/5511999998888?text=')).toBe(true);
    expect(textOf(href)).toBe(`Ana, o #ab12 (R$ 118,80) está Pronto! 🛵\n${window.location.origin}/orders/${ORDER.id}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is off, saying why, when the order has no phone WhatsApp can use', async () => {
    const restaurant = makeOwnedRestaurant();
    renderWithProviders(<NotifyCustomerButton order={{ ...ORDER, customerPhone: '1234' }} />, { handlers: { 'restaurant.mine': () => [restaurant] } });
    expect(await screen.findByRole('button', { name: 'Avisar cliente' })).toBeDisabled();
    expect(screen.getByText('O telefone do pedido não é um número brasileiro com DDD.')).toBeInTheDocument();
  });
});

describe("'Falar com o restaurante'", () => {
  it('opens a chat with the restaurant’s number about the order', async () => {
    const restaurant = makeRestaurant({ whatsappNumber: '5571987654321' });
    renderWithProviders(<TalkToRestaurantLink restaurantId={restaurant.id} orderId={ORDER.id} />, { handlers: { 'restaurant.byId': () => restaurant } });
    const link = await screen.findByRole('link', { name: 'Falar com o restaurante' });
    expect(link.getAttribute('href')?.startsWith('https://wa.me/5571987654321?text=')).toBe(true);
    expect(textOf(link.getAttribute('href'))).toBe('Olá, Sabor da Bahia! Sobre o meu pedido #ab12: ');
  });

  it('is not there when the restaurant has no WhatsApp', async () => {
    const restaurant = makeRestaurant({ whatsappNumber: null });
    const { server } = renderWithProviders(<TalkToRestaurantLink restaurantId={restaurant.id} orderId={ORDER.id} />, { handlers: { 'restaurant.byId': () => restaurant } });
    await expect.poll(() => server.calls.some((call) => call.path === 'restaurant.byId')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Falar com o restaurante' })).not.toBeInTheDocument();
  });
});
