import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_TEMPLATES } from '@direto/contracts';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { restClient, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();
let owner: SignedInOwner;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Cantina da Nonna' });
});

/** PUT /api/restaurants/{id} with the settings the spec requires plus `extra`. */
function saveSettings(extra: Record<string, unknown>) {
  return owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, {
    name: 'Cantina da Nonna',
    deliveryFee: '5.00',
    deliveryTime: '30-45 min',
    isOpen: true,
    ...extra,
  });
}

async function mine() {
  const res = await owner.rest.get('/api/restaurants/my');
  expect(res.statusCode).toBe(200);
  return res.json()[0];
}

describe('PUT /api/restaurants/{id}: the WhatsApp number', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['011 98765 4321', '5511987654321'],
    ['55 (21) 3456-7890', '552134567890'],
    // 55 is also a DDD (Rio Grande do Sul): eleven digits are a national number.
    ['(55) 99876-5432', '5555998765432'],
  ])('stores %s as %s, the digits wa.me wants', async (typed, stored) => {
    const res = await saveSettings({ whatsappNumber: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().whatsappNumber).toBe(stored);
    expect((await mine()).whatsappNumber).toBe(stored);
  });

  it.each([
    ['98765-4321', 'no DDD'],
    ['(10) 98765-4321', 'a DDD with a zero'],
    ['(11) 88765-4321', 'nine digits not starting with 9'],
    ['(11) 1234-5678', 'eight digits starting with 1'],
    ['+1 415 555 0100', 'a number from another country'],
    ['não tenho', 'no digits at all'],
  ])('refuses %s (%s) with a pt-BR message and keeps the number it had', async (typed) => {
    expect((await saveSettings({ whatsappNumber: '(11) 98765-4321' })).statusCode).toBe(200);
    const res = await saveSettings({ whatsappNumber: typed });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('whatsappNumber: Informe um número de WhatsApp com DDD, por exemplo (11) 98765-4321');
    expect((await mine()).whatsappNumber).toBe('5511987654321');
  });

  it('keeps the number when the field is left out (the Restaurante tab saves without it), and removes it with null or ""', async () => {
    expect((await saveSettings({ whatsappNumber: '(11) 98765-4321' })).statusCode).toBe(200);
    expect((await saveSettings({})).json().whatsappNumber).toBe('5511987654321');
    expect((await saveSettings({ whatsappNumber: null })).json().whatsappNumber).toBeNull();
    expect((await saveSettings({ whatsappNumber: '(11) 98765-4321' })).statusCode).toBe(200);
    expect((await saveSettings({ whatsappNumber: '' })).json().whatsappNumber).toBeNull();
  });

  it('is public, for customers to reach the restaurant; the messages are the owner’s only', async () => {
    await saveSettings({ whatsappNumber: '(11) 98765-4321', whatsappTemplates: { ready: 'Seu pedido {pedido} está pronto, {nome}!' } });
    const res = await restClient(t).get(`/api/restaurants/slug/${owner.restaurant.shareableSlug}`);
    expect(res.json().whatsappNumber).toBe('5511987654321');
    expect(res.json()).not.toHaveProperty('whatsappTemplates');
    const byId = await callerFor(t, null).restaurant.byId({ id: owner.restaurant.id });
    expect(byId.whatsappNumber).toBe('5511987654321');
    expect(byId).not.toHaveProperty('whatsappTemplates');
  });
});

describe('PUT /api/restaurants/{id}: the messages by status', () => {
  it('starts from the pt-BR defaults and changes only the statuses sent', async () => {
    const other = await signedInOwner(t);
    const res = await other.rest.get('/api/restaurants/my');
    expect(res.json()[0].whatsappTemplates).toEqual(DEFAULT_WHATSAPP_TEMPLATES);

    const saved = await saveSettings({ whatsappTemplates: { confirmed: 'Oba, {nome}! Pedido {pedido} confirmado 🍝\nTotal: {total}' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().whatsappTemplates).toEqual({ ...DEFAULT_WHATSAPP_TEMPLATES, ready: 'Seu pedido {pedido} está pronto, {nome}!', confirmed: 'Oba, {nome}! Pedido {pedido} confirmado 🍝\nTotal: {total}' });
    // Left out, the messages stay as they are.
    expect((await saveSettings({})).json().whatsappTemplates.confirmed).toBe('Oba, {nome}! Pedido {pedido} confirmado 🍝\nTotal: {total}');
  });

  it('takes up to 1.500 characters and refuses one more', async () => {
    const longest = `{nome}, ${'a'.repeat(1492)}`;
    expect(longest).toHaveLength(1500);
    const ok = await saveSettings({ whatsappTemplates: { preparing: longest } });
    expect(ok.statusCode).toBe(200);
    const tooLong = await saveSettings({ whatsappTemplates: { preparing: `${longest}a` } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('whatsappTemplates.preparing: Mensagem deve ter no máximo 1.500 caracteres');
    expect((await mine()).whatsappTemplates.preparing).toBe(longest);
  });

  it('refuses a variable it does not know, which would reach the customer as typed', async () => {
    const res = await saveSettings({ whatsappTemplates: { delivered: 'Obrigado, {Nome}! Entregamos em {endereco}. {nome}' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('whatsappTemplates.delivered: Variáveis desconhecidas: {Nome}, {endereco}. Use {nome}, {pedido}, {status}, {total} ou {link}.');
    // Braces around anything that is not a word are plain text.
    expect((await saveSettings({ whatsappTemplates: { delivered: 'Entregue! {:-)} {}' } })).statusCode).toBe(200);
  });

  it('refuses an empty message and a status that does not exist', async () => {
    const empty = await saveSettings({ whatsappTemplates: { pending: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('whatsappTemplates.pending: Escreva a mensagem');
    const unknown = await saveSettings({ whatsappTemplates: { shipped: 'Saiu para entrega' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('belongs to the owner: another owner gets 403 and nothing changes', async () => {
    const intruder = await signedInOwner(t);
    const res = await intruder.rest.put(`/api/restaurants/${owner.restaurant.id}`, {
      name: 'Invadido',
      deliveryFee: '0.00',
      deliveryTime: '10 min',
      isOpen: true,
      whatsappNumber: '(21) 99999-0000',
    });
    expect(res.statusCode).toBe(403);
    expect((await mine()).whatsappNumber).not.toBe('5521999990000');
  });
});
