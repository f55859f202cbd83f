import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Restaurant } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { pngImage } from '../../test/images';
import { restClient, signedInCustomer, signedInOwner, type SignedInOwner } from '../../test/restaurant-fixtures';

const t = testAppForTheFile();

const settings = { name: 'Bistrô da Esquina', deliveryFee: '5.00', deliveryTime: '20-30 min', isOpen: true };

/** Uploads a PNG through the real upload flow and returns its /objects/<id> path. */
async function upload(owner: SignedInOwner, rgb: [number, number, number]): Promise<string> {
  const { uploadURL, objectPath } = (await owner.rest.post('/api/objects/upload')).json();
  const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: pngImage(rgb), headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return objectPath as string;
}

describe('PUT /api/restaurants/{id}: the logo (imageUrl) and the cover (coverUrl)', () => {
  it('stores uploaded images and every restaurant answer carries them', async () => {
    const owner = await signedInOwner(t);
    const logo = await upload(owner, [200, 30, 30]);
    const cover = await upload(owner, [30, 30, 200]);

    const saved = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, { ...settings, imageUrl: logo, coverUrl: cover });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ imageUrl: logo, coverUrl: cover });

    const bySlug = await restClient(t).get(`/api/restaurants/slug/${owner.restaurant.shareableSlug}`);
    expect(bySlug.json()).toMatchObject({ imageUrl: logo, coverUrl: cover });
    const [mine] = (await owner.rest.get('/api/restaurants/my')).json();
    expect(mine).toMatchObject({ imageUrl: logo, coverUrl: cover });
    const customer = await signedInCustomer(t);
    const list = (await customer.rest.get(`/api/restaurants?customerId=${customer.user.id}`)).json() as { id: string }[];
    expect(list.find((restaurant) => restaurant.id === owner.restaurant.id)).toMatchObject({ imageUrl: logo, coverUrl: cover });

    // The served image is the uploaded file.
    const served = await t.app.inject({ method: 'GET', url: cover });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pngImage([30, 30, 200]))).toBe(true);
  });

  it('keeps the images when left out (the spec payload) and removes them with null or empty', async () => {
    const owner = await signedInOwner(t);
    const logo = await upload(owner, [10, 120, 10]);
    const cover = await upload(owner, [120, 10, 120]);
    const url = `/api/restaurants/${owner.restaurant.id}`;
    await owner.rest.put(url, { ...settings, imageUrl: logo, coverUrl: cover });

    const kept = await owner.rest.put(url, { ...settings, name: 'Outro Nome' });
    expect(kept.json()).toMatchObject({ name: 'Outro Nome', imageUrl: logo, coverUrl: cover });

    const cleared = await owner.rest.put(url, { ...settings, imageUrl: null, coverUrl: '' });
    expect(cleared.json()).toMatchObject({ imageUrl: null, coverUrl: null });
    expect(await t.em().findOneOrFail(Restaurant, owner.restaurant.id)).toMatchObject({ imageUrl: null, coverUrl: null });
  });

  it('accepts only images uploaded to this server, and changes nothing on a refusal', async () => {
    const owner = await signedInOwner(t);
    const url = `/api/restaurants/${owner.restaurant.id}`;

    const foreign = await owner.rest.put(url, { ...settings, coverUrl: 'https://exemplo.com/capa.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('coverUrl: Imagem inválida: envie o arquivo pelo formulário');

    const neverUploaded = await owner.rest.put(url, { ...settings, name: 'Não Salvo', imageUrl: `/objects/${randomUUID()}` });
    expect(neverUploaded.statusCode).toBe(400);
    expect(neverUploaded.json()).toEqual({ message: 'Imagem não encontrada: envie o arquivo novamente.' });

    const stored = await t.em().findOneOrFail(Restaurant, owner.restaurant.id);
    expect(stored).toMatchObject({ name: owner.restaurant.name, imageUrl: null, coverUrl: null });
  });

  it("lets no one else set another restaurant's images", async () => {
    const owner = await signedInOwner(t);
    const intruder = await signedInOwner(t);
    const path = await upload(intruder, [0, 0, 0]);
    const res = await intruder.rest.put(`/api/restaurants/${owner.restaurant.id}`, { ...settings, coverUrl: path });
    expect(res.statusCode).toBe(403);
    expect((await t.em().findOneOrFail(Restaurant, owner.restaurant.id)).coverUrl).toBeNull();
  });
});
