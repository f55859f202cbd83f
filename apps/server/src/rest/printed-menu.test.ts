import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { Category, Restaurant } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { makeProduct, makeRestaurant } from '../../test/factories';
import { gifLogo, pngImage, webpImage, webpLogo } from '../../test/images';
import { readPdfPages, renderPdfPage } from '../../test/pdf-pages';
import { signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

/** The printed menu (issue 35): GET /api/restaurants/{id}/menu.pdf. */
// http: the test's requests are plain HTTP, where a session cookie for an https address would not be set.
const PUBLIC_URL = 'http://pedidos.exemplo.com.br';
const t = testAppForTheFile({ PUBLIC_URL });
let owner: SignedInOwner;

beforeAll(async () => {
  owner = await signedInOwner(t, {
    name: 'Cantina São João',
    shareableSlug: 'cantina-sao-joao-impresso',
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '11:00', closes: '23:00' })),
    // Paused: the printed menu is served all the same.
    isOpen: false,
  });
  const em = t.em();
  const massas = em.create(Category, { restaurant: owner.restaurant.id, name: 'Massas', sortOrder: 0 });
  const bebidas = em.create(Category, { restaurant: owner.restaurant.id, name: 'Bebidas', sortOrder: 1 });
  await em.flush();
  await makeProduct(em, owner.restaurant, { name: 'Lasanha à bolonhesa', description: 'Massa fresca e molho da casa', price: '42.90', category: massas });
  await makeProduct(em, owner.restaurant, { name: 'Nhoque de batata', description: null, price: '12.50', category: massas });
  await makeProduct(em, owner.restaurant, { name: 'Ravióli esgotado', description: 'Fora do cardápio hoje', price: '39.00', isAvailable: false, category: massas });
  await makeProduct(em, owner.restaurant, { name: 'Suco de caju', description: '500 ml', price: '9.00', category: bebidas });
});

const pdfUrl = (id: string) => `/api/restaurants/${id}/menu.pdf`;

async function uploadedLogo(image: Buffer, type: string): Promise<string> {
  const { uploadURL, objectPath } = (await owner.rest.post('/api/objects/upload')).json();
  const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: image, headers: { 'content-type': type } });
  expect(put.statusCode).toBe(200);
  return objectPath as string;
}

describe('GET /api/restaurants/{id}/menu.pdf', () => {
  it('serves anyone, while paused too, an A4 PDF with the name, hours, categories, descriptions and prices — unavailable items left out', async () => {
    const res = await t.app.inject({ method: 'GET', url: pdfUrl(owner.restaurant.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const [page, ...rest] = await readPdfPages(res.rawPayload);
    expect(rest).toEqual([]);
    expect(page?.text).toContain('Cantina São João');
    expect(page?.text).toContain('Segunda a sexta: 11:00 às 23:00');
    expect(page?.text).toContain('Sábado e domingo: fechado');
    expect(page?.text).toMatch(/Massas .*Lasanha à bolonhesa .*Massa fresca e molho da casa .*Nhoque de batata .*Bebidas .*Suco de caju/);
    for (const price of ['R$ 42,90', 'R$ 12,50', 'R$ 9,00']) expect(page?.text).toContain(price);
    expect(page?.text).not.toContain('Ravióli');
    expect(page?.text).not.toContain('R$ 39,00');
    expect(page?.text).toContain(`${PUBLIC_URL}/r/cantina-sao-joao-impresso`);
  });

  it('prints a QR code that a phone reads as the restaurant’s link', async () => {
    const res = await t.app.inject({ method: 'GET', url: pdfUrl(owner.restaurant.id) });
    // 2 pixels a point (144 dpi): about what a phone's camera sees of an A4 sheet.
    const page = await renderPdfPage(res.rawPayload, 1, 2);
    expect(jsQR(page.rgba, page.width, page.height)?.data).toBe(`${PUBLIC_URL}/r/cantina-sao-joao-impresso`);
  });

  it('carries the uploaded logo as a PNG, WebP or GIF (transparency kept), and prints without it when the file cannot be read', async () => {
    const pdfWithLogo = async (image: Buffer, type: string) => {
      await t.em().nativeUpdate(Restaurant, { id: owner.restaurant.id }, { imageUrl: await uploadedLogo(image, type) });
      const res = await t.app.inject({ method: 'GET', url: pdfUrl(owner.restaurant.id) });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const imagesOn = async (pdf: Buffer) => (await readPdfPages(pdf))[0]?.images;
    try {
      const withoutLogo = await readPdfPages((await t.app.inject({ method: 'GET', url: pdfUrl(owner.restaurant.id) })).rawPayload);
      expect(withoutLogo[0]?.images).toBe(1); // the QR code

      expect(await imagesOn(await pdfWithLogo(pngImage([200, 30, 30]), 'image/png'))).toBe(2);

      // The logo is drawn 64 points square at the top-left margin (48 pt): its left half is the
      // picture's colour, its right half the paper, where the picture is transparent.
      for (const [name, image, type, colour] of [
        ['WebP', webpLogo(), 'image/webp', [20, 160, 40]],
        ['GIF', gifLogo(), 'image/gif', [30, 60, 200]],
      ] as const) {
        const pdf = await pdfWithLogo(image, type);
        expect(await imagesOn(pdf), name).toBe(2);
        const page = await renderPdfPage(pdf, 1, 1);
        const picture = pixelAt(page, 60, 80);
        const paper = pixelAt(page, 100, 80);
        expect(isNear(picture, colour), `${name}: ${picture.join(', ')}`).toBe(true);
        expect(isNear(paper, [255, 255, 255]), `${name}: ${paper.join(', ')}`).toBe(true);
      }

      // A damaged WebP, and one whose header claims a picture too large to decode: no logo, as before.
      expect(await imagesOn(await pdfWithLogo(webpImage(), 'image/webp'))).toBe(1);
      const huge = webpLogo();
      huge.fill(0xff, 24, 30); // the extended header's canvas: 16 777 216 pixels each way
      expect(await imagesOn(await pdfWithLogo(huge, 'image/webp'))).toBe(1);
    } finally {
      await t.em().nativeUpdate(Restaurant, { id: owner.restaurant.id }, { imageUrl: null });
    }
  });

  it('never splits a product across pages', async () => {
    const em = t.em();
    const restaurant = await makeRestaurant(em, { name: 'Pizzaria Grande' });
    const category = em.create(Category, { restaurant: restaurant.id, name: 'Pizzas', sortOrder: 0 });
    await em.flush();
    for (let n = 1; n <= 45; n++) {
      const words = `sabor número ${n} com ingredientes escolhidos `.repeat(1 + (n % 4));
      await makeProduct(em, restaurant, { name: `Pizza ${n}`, description: `abre${n}x ${words}fecha${n}x`, price: `${30 + n}.00`, category });
    }
    const pages = await readPdfPages((await t.app.inject({ method: 'GET', url: pdfUrl(restaurant.id) })).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    for (let n = 1; n <= 45; n++) {
      const holding = pages.filter((page) => page.text.includes(`abre${n}x`));
      expect(holding, `Pizza ${n}`).toHaveLength(1);
      expect(holding[0]?.text, `Pizza ${n}`).toContain(`fecha${n}x`);
      expect(holding[0]?.text, `Pizza ${n}`).toContain(`R$ ${30 + n},00`);
    }
  });

  it('answers 404 JSON for a restaurant that does not exist, and is listed in OpenAPI as a public PDF', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: pdfUrl(randomUUID()) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Restaurante não encontrado' });

    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/restaurants/{id}/menu.pdf'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/pdf']);
    expect(operation.security).toEqual([]);
  });
});

function pixelAt(page: { rgba: Uint8ClampedArray; width: number }, x: number, y: number): number[] {
  const at = (y * page.width + x) * 4;
  return [...page.rgba.subarray(at, at + 3)];
}

/** Within a few levels of `rgb` on each channel (lossy WebP and the PDF's rendering move a colour slightly). */
function isNear(pixel: readonly number[], rgb: readonly number[]): boolean {
  return rgb.every((level, channel) => Math.abs((pixel[channel] ?? -1) - level) <= 12);
}
