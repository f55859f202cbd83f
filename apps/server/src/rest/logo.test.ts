import { beforeAll, describe, expect, it } from 'vitest';
import { LOGO_SETTING_KEY } from '@direto/contracts';
import { Setting } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { callerFor } from '../../test/caller';
import { pngImage } from '../../test/images';
import { registerAndLogin, type SignedInUser } from '../../test/session';

const t = testAppForTheFile();
let admin: SignedInUser;

beforeAll(async () => {
  admin = await registerAndLogin(t, { isAdmin: true });
});

/** Asks for an upload URL as `who` and PUTs a PNG to it. */
async function uploadPng(who: SignedInUser) {
  const issued = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: who.cookie } });
  const { uploadURL, objectPath } = issued.json();
  const put = await t.app.inject({ method: 'PUT', url: uploadURL, payload: pngImage(), headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  return { uploadURL: uploadURL as string, objectPath: objectPath as string };
}

const putLogo = (logoURL: string, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: '/api/logo', payload: { logoURL }, headers: cookie ? { cookie } : {} });

describe('GET /api/logo', () => {
  it('answers logoPath null before any logo is uploaded, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/logo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoPath: null });
  });
});

describe('PUT /api/logo', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    const { objectPath } = await uploadPng(admin);
    expect((await putLogo(objectPath)).statusCode).toBe(401);
    for (const userType of ['customer', 'restaurant'] as const) {
      const someone = await registerAndLogin(t, { userType });
      const res = await putLogo(objectPath, someone.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Apenas administradores podem fazer isso.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/logo' })).json()).toEqual({ logoPath: null });
  });

  it('takes the uploadURL just used and stores the stable /objects path, served as an image', async () => {
    const { uploadURL, objectPath } = await uploadPng(admin);
    const res = await putLogo(uploadURL, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ logoPath: objectPath });

    const logo = await t.app.inject({ method: 'GET', url: '/api/logo' });
    expect(logo.json()).toEqual({ logoPath: objectPath });
    const image = await t.app.inject({ method: 'GET', url: objectPath });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const setting = await t.em().findOneOrFail(Setting, { key: LOGO_SETTING_KEY });
    expect(setting.value).toBe(objectPath);
  });

  it('takes an /objects path too, and replaces the previous logo', async () => {
    const { objectPath } = await uploadPng(admin);
    expect((await putLogo(objectPath, admin.cookie)).json()).toEqual({ logoPath: objectPath });
    expect((await t.app.inject({ method: 'GET', url: '/api/logo' })).json()).toEqual({ logoPath: objectPath });
    expect(await t.em().count(Setting, { key: LOGO_SETTING_KEY })).toBe(1);
  });

  it('refuses an upload URL whose file was never sent', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/logo' })).json();
    const issued = await callerFor(t, admin.user).upload.createUploadUrl();
    const res = await putLogo(issued.uploadURL, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Imagem não encontrada: envie o arquivo novamente.');
    expect((await t.app.inject({ method: 'GET', url: '/api/logo' })).json()).toEqual(before);
  });

  it('refuses URLs this server did not issue', async () => {
    for (const logoURL of ['https://exemplo.com/logo.png', '/objects/../session-secret', 'javascript:alert(1)', '/api/objects/upload/x']) {
      const res = await putLogo(logoURL, admin.cookie);
      expect(res.statusCode, logoURL).toBe(400);
      expect(res.json().message).toBe('Imagem inválida: envie o arquivo pelo formulário');
    }
  });

  it('refuses an empty logoURL with a 400 validation message', async () => {
    const res = await putLogo('  ', admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('logoURL');
  });

  it('is the same procedure through tRPC', async () => {
    const { objectPath } = await uploadPng(admin);
    await expect(callerFor(t, admin.user).logo.update({ logoURL: objectPath })).resolves.toEqual({ logoPath: objectPath });
    await expect(callerFor(t, null).logo.get()).resolves.toEqual({ logoPath: objectPath });
    await expect(callerFor(t, null).logo.update({ logoURL: objectPath })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
