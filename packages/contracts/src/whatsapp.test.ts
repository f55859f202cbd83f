import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  formatWhatsappNumber,
  renderWhatsappTemplate,
  toWhatsappNumber,
  unknownWhatsappVariables,
  whatsappChatUrl,
  type WhatsappOrderFacts,
} from './whatsapp';

const order: WhatsappOrderFacts = {
  id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f6eb8',
  customerName: 'Ana Souza',
  status: 'preparing',
  total: '1234.5',
  url: 'https://direto.app/orders/5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f6eb8',
};

/** What WhatsApp reads out of the link: the text after ?text=, decoded. */
const textOf = (url: string) => new URL(url).searchParams.get('text');

describe('wa.me links', () => {
  it('opens a chat with the number alone, or with a message typed in', () => {
    expect(whatsappChatUrl('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappChatUrl('5511987654321', 'Olá')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1');
  });

  it('percent-encodes the message as UTF-8: accents, emoji, line breaks, & ? # + and %', () => {
    const message = 'Pedido #6eb8 está pronto! 🍕🎉\nTotal: R$ 12,50 & obrigado? 100% + volte';
    const url = whatsappChatUrl('5511987654321', message);
    expect(url).toBe(
      'https://wa.me/5511987654321?text=Pedido%20%236eb8%20est%C3%A1%20pronto!%20%F0%9F%8D%95%F0%9F%8E%89%0ATotal%3A%20R%24%2012%2C50%20%26%20obrigado%3F%20100%25%20%2B%20volte',
    );
    // Nothing is lost on the way: the decoded text is the message, character for character.
    expect(textOf(url)).toBe(message);
  });
});

describe('message templates', () => {
  it('fills every variable from the order: first name, short id, status label, money and the link', () => {
    const text = renderWhatsappTemplate('{nome} | {pedido} | {status} | {total} | {link}', order);
    expect(text).toBe('Ana | #6eb8 | Preparando | R$ 1.234,50 | https://direto.app/orders/5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f6eb8');
  });

  it('repeats a variable as often as it is written and leaves other braces alone', () => {
    expect(renderWhatsappTemplate('{nome}, {nome}! {} {:-)} {{pedido}}', order)).toBe('Ana, Ana! {} {:-)} {#6eb8}');
  });

  it('greets a customer without a name as "cliente"', () => {
    expect(renderWhatsappTemplate('Olá, {nome}!', { ...order, customerName: null })).toBe('Olá, cliente!');
    expect(renderWhatsappTemplate('Olá, {nome}!', { ...order, customerName: '   ' })).toBe('Olá, cliente!');
  });

  it('finds the variables it does not know, each once', () => {
    expect(unknownWhatsappVariables('{Nome} {endereço} {nome} {endereço} {12} {}')).toEqual(['Nome', 'endereço', '12']);
    for (const template of Object.values(DEFAULT_WHATSAPP_TEMPLATES)) expect(unknownWhatsappVariables(template)).toEqual([]);
  });

  it('turns a default message into a link WhatsApp reads back exactly', () => {
    const url = whatsappChatUrl('5511987654321', renderWhatsappTemplate(DEFAULT_WHATSAPP_TEMPLATES.preparing, order));
    expect(textOf(url)).toBe(`Olá, Ana! Seu pedido #6eb8 está sendo preparado. Acompanhe: ${order.url}`);
  });
});

describe('Brazilian WhatsApp numbers', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['+55 (11) 98765-4321', '5511987654321'],
    ['0055 11 98765 4321', '5511987654321'],
    ['(21) 3456-7890', '552134567890'],
    ['(55) 99876-5432', '5555998765432'],
  ])('%s → %s', (typed, number) => {
    expect(toWhatsappNumber(typed)).toBe(number);
  });

  it.each(['', '98765-4321', '(10) 98765-4321', '(11) 88765-4321', '(11) 1234-5678', '+1 415 555 0100', '(11) 98765-43210'])('refuses %j', (typed) => {
    expect(toWhatsappNumber(typed)).toBeNull();
  });

  it('shows a stored number the way people write it', () => {
    expect(formatWhatsappNumber('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatWhatsappNumber('552134567890')).toBe('+55 (21) 3456-7890');
  });
});
