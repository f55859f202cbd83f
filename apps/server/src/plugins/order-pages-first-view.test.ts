import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IProduct } from '@direto/db';
import { Restaurant } from '@direto/db';
import { loadConfig } from '../config';
import { makeProduct } from '../../test/factories';
import { restClient, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 37: a guest's tracking link (/pedido/{token}) comes with its data and its first view rendered on the server by the web app’s own components
 * (entry-server.tsx's renderPage, built by `pnpm build`), so the order paints before any script
 * has run; an unknown token gets today's page, and nothing of any order.
 */
const distDir = loadConfig({ NODE_ENV: 'test' }).UI_DIST_DIR;
let t: TestApp;
let owner: SignedInOwner;
let pastel: IProduct;
let guestToken: string;
let guestOrderId: string;

const order = (deliveryAddress: string) => ({
  order: { restaurantId: owner.restaurant.id, subtotal: '25.00', deliveryFee: '0.00', total: '25.00', deliveryAddress },
  items: [{ productId: pastel.id, quantity: 2, unitPrice: '12.50', totalPrice: '25.00' }],
});

beforeAll(async () => {
  if (!existsSync(join(distDir, 'ssr', 'entry-server.js'))) throw new Error(`Sem build da interface em ${distDir}: rode "pnpm build".`);
  t = await createTestApp({ UI_DIST_DIR: distDir });
  owner = await signedInOwner(t, { name: 'Boteco do Zé', deliveryFee: '0.00' });
  await t.em().nativeUpdate(Restaurant, owner.restaurant.id, { guestOrders: true });
  pastel = await makeProduct(t.em(), owner.restaurant, { name: 'Pastel de queijo <b>', price: '12.50' });
  const guest = await restClient(t).post(`/api/restaurants/${owner.restaurant.id}/guest-orders`, {
    ...order('Rua da Guia, 7'),
    customer: { name: 'Joana Prado', phone: '(71) 99876-5432', marketingConsent: false },
  });
  expect(guest.statusCode, guest.body).toBe(201);
  guestToken = guest.json<{ trackingToken: string }>().trackingToken;
  guestOrderId = guest.json<{ order: { id: string } }>().order.id;
});
afterAll(async () => {
  await t?.close();
});

/** What the page's root element holds as sent, without the markers React puts between adjacent texts. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start < 0 ? '' : html.slice(start + '<div id="root">'.length, html.lastIndexOf('</body>')).replaceAll('<!-- -->', '');
}

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const shortId = (id: string) => `#${id.slice(-4)}`;

/** '21/11/2026 14:05' in São Paulo, the restaurant's zone, whatever the server's own zone. */
function inRestaurantZone(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A page sent as today's: the browser renders it, with nothing embedded. */
function expectTodaysPage(res: Awaited<ReturnType<typeof page>>) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<div id="root"></div>');
  expect(res.body).not.toContain('direto-initial-data');
}

describe('the guest order page’s first view', () => {
  it('comes rendered for whoever holds the link: the order, its items, status and time in the restaurant’s zone, before any script has run', async () => {
    const res = await page(`/pedido/${guestToken}`);
    expect(res.statusCode).toBe(200);
    // A person's name and address: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const root = rootOf(res.body);
    expect(root).toContain('Pedido enviado!');
    expect(root).toContain(`Pedido ${shortId(guestOrderId)} para Boteco do Zé`);
    expect(root).toContain('Joana Prado');
    expect(root).toContain('2× Pastel de queijo &lt;b&gt;');
    expect(root).toMatch(/aria-current="step"[^]*?Pendente/);
    const created = /<time dateTime="([^"]+)">/.exec(root)?.[1] ?? '';
    expect(root).toContain(`<time dateTime="${created}">${inRestaurantZone(created)}</time>`);
    expect(res.body).toContain(`<title>Pedido ${shortId(guestOrderId)} · Direto</title>`);
    expect(root).not.toContain('<title>');
    // The instant the page was rendered, for texts relative to now (the browser hydrates from it).
    expect(res.body).toMatch(/"now":"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/);
    const start = /<script defer src="\/after-first-paint\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="([^"]+)" data-inlined="\/assets\/[\w-]+\.css"><\/script>/.exec(res.body);
    expect(start?.[1]).toMatch(/\/assets\/guest-order-page-[\w-]+\.js/);
  });

  it('for an unknown or malformed token embeds nothing and is today’s page: the browser shows that the order is not found', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'x']) expectTodaysPage(await page(`/pedido/${token}`));
  });
});
