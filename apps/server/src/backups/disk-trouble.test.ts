import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@direto/contracts';
import { callerFor } from '../../test/caller';
import { makeProduct } from '../../test/factories';
import { oversizedPng, pngImage } from '../../test/images';
import { registerAndLogin } from '../../test/session';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { testAppForTheFile } from '../../test/test-app';
import { backupTargetOf } from './backup-target';
import { runBackup } from './run-backup';

/**
 * Disk trouble while running (issue 36): when the backup folder or DATA_DIR cannot be written or
 * is full, backups and uploads fail with a clear pt-BR message, nothing half-written is left,
 * and orders keep working.
 *
 * Tests run as root in CI, where chmod does not stop a write: an unwritable folder is a path
 * under a regular file (ENOTDIR for everyone). A full disk is a 256 KB tmpfs, where the test may
 * mount one (root with the right to mount, as in CI's container); elsewhere that case is skipped.
 */

const scratch = mkdtempSync(join(tmpdir(), 'direto-disk-'));
const aFile = join(scratch, 'um-arquivo');
writeFileSync(aFile, 'não é uma pasta');
// Declared before the app: after-hooks run in reverse, so the folder goes once the app has closed.
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const t = testAppForTheFile({ BACKUP_DIR: join(aFile, 'backups') });
let owner: SignedInOwner;
let customer: SignedInCustomer;
let admin: string;

beforeAll(async () => {
  owner = await signedInOwner(t, { name: 'Disco Cheio', deliveryFee: '5.00' });
  customer = await signedInCustomer(t);
  admin = (await registerAndLogin(t, { isAdmin: true })).cookie;
});

async function orderStillWorks(): Promise<void> {
  const product = await makeProduct(t.em(), owner.restaurant, { name: 'Marmita', price: '20.00' });
  const order = { restaurantId: owner.restaurant.id, subtotal: '20.00', deliveryFee: '5.00', total: '25.00' };
  const placed = await customer.rest.post('/api/orders', { order, items: [{ productId: product.id, quantity: 1, unitPrice: '20.00', totalPrice: '20.00' }] });
  expect(placed.statusCode, placed.body).toBe(201);
}

async function uploadTo(): Promise<{ statusCode: number; message: string }> {
  const { uploadURL } = await callerFor(t, owner.user).upload.createUploadUrl();
  const res = await t.app.inject({ method: 'PUT', url: uploadURL, payload: pngImage(), headers: { 'content-type': 'image/png' } });
  return { statusCode: res.statusCode, message: res.json<{ message?: string }>().message ?? '' };
}

describe('an unwritable backup folder', () => {
  it('fails the backup with a clear message, shows it on the admin panel, and orders keep working', async () => {
    await expect(runBackup({ orm: t.orm, target: backupTargetOf(t.config), at: new Date(), scheduled: true })).rejects.toThrow(
      `Não foi possível gravar o backup em ${join(aFile, 'backups')}: parte do caminho é um arquivo, não uma pasta.`,
    );
    const status = await t.app.inject({ method: 'GET', url: '/trpc/admin.backups', headers: { cookie: admin } });
    expect(status.statusCode).toBe(200);
    expect(status.json().result.data).toMatchObject({
      last: { ok: false, bytes: null, name: null, scheduled: true },
      warning: `O último backup falhou: Não foi possível gravar o backup em ${join(aFile, 'backups')}: parte do caminho é um arquivo, não uma pasta.`,
    });
    await orderStillWorks();
  });
});

describe('an unwritable objects folder', () => {
  it('refuses the upload with 507 and a clear message, keeps nothing, and orders keep working', async () => {
    const objects = join(t.config.DATA_DIR, 'objects');
    mkdirSync(objects, { recursive: true });
    symlinkSync(join(aFile, 'entrada'), join(objects, '.incoming'));
    try {
      expect(await uploadTo()).toEqual({ statusCode: 507, message: UPLOAD_MESSAGES.storageUnavailable });
      expect(readdirSync(objects)).toEqual(['.incoming']);
      await orderStillWorks();
    } finally {
      rmSync(join(objects, '.incoming'));
    }
    expect((await uploadTo()).statusCode).toBe(200);
  });
});

/** A tiny tmpfs, when this process may mount one; null otherwise. */
function smallDisk(): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'direto-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

const disk = process.getuid?.() === 0 ? smallDisk() : null;

describe.skipIf(!disk)('a full disk', () => {
  afterAll(() => {
    if (!disk) return;
    execFileSync('umount', [disk]);
    rmSync(disk, { recursive: true, force: true });
  });

  it('fails a backup cut short with "o disco está cheio" and removes the part already written', async () => {
    const full = disk as string;
    // Images larger than the disk: the copy fails halfway through.
    const objects = join(t.config.DATA_DIR, 'objects');
    for (const name of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) writeFileSync(join(objects, name), oversizedPng(200_000));
    const target = { ...backupTargetOf(t.config), backupDir: join(full, 'backups') };
    await expect(runBackup({ orm: t.orm, target, at: new Date(), scheduled: false })).rejects.toThrow(`Não foi possível gravar o backup em ${join(full, 'backups')}: o disco está cheio.`);
    expect(readdirSync(join(full, 'backups'))).toEqual([]);
    await orderStillWorks();
  });

  it('refuses an upload with 507 when DATA_DIR’s disk is full', async () => {
    const full = disk as string;
    writeFileSync(join(full, 'enche'), Buffer.alloc(0));
    // Fill what is left of the disk.
    try {
      writeFileSync(join(full, 'enche'), Buffer.alloc(512 * 1024));
    } catch {
      // ENOSPC: the disk is now full.
    }
    const objects = join(t.config.DATA_DIR, 'objects');
    rmSync(join(objects, '.incoming'), { recursive: true, force: true });
    symlinkSync(full, join(objects, '.incoming'));
    try {
      expect(await uploadTo()).toEqual({ statusCode: 507, message: UPLOAD_MESSAGES.storageUnavailable });
      expect(readdirSync(full).filter((name) => name !== 'enche' && name !== 'backups')).toEqual([]);
    } finally {
      rmSync(join(objects, '.incoming'));
    }
  });
});
