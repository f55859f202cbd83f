import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClockTo } from '@direto/api';
import { registerAndLogin } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BackupScheduler } from './backup-scheduler';
import { backupTargetOf } from './backup-target';

/**
 * The daily backup at BACKUP_AT, on the server's clock service (moved, never waited for): once a
 * day, once for all the processes of a database, 7 daily and 4 weekly copies kept, and the admin
 * panel's status with its warnings.
 */

const backupDir = mkdtempSync(join(tmpdir(), 'direto-scheduled-'));
/** A local time of the server's own time zone (the one BACKUP_AT is read in). */
const local = (day: number, hour: number, minute: number) => new Date(2026, 9, day, hour, minute);

let t: TestApp;
let admin: string;
const archives = () => readdirSync(backupDir).sort();
const scheduler = () => t.app.backupScheduler as BackupScheduler;
const status = async () => (await t.app.inject({ method: 'GET', url: '/trpc/admin.backups', headers: { cookie: admin } })).json().result.data;

beforeAll(async () => {
  setClockTo(local(1, 3, 0));
  t = await createTestApp({ BACKUP_AT: '03:30', BACKUP_DIR: backupDir });
  admin = (await registerAndLogin(t, { isAdmin: true })).cookie;
});
afterAll(async () => {
  setClockTo(null);
  await t?.close();
  rmSync(backupDir, { recursive: true, force: true });
});

describe('the daily backup', () => {
  it('waits for BACKUP_AT; the admin panel says none was made yet and where they go', async () => {
    await scheduler().tick();
    expect(archives()).toEqual([]);
    expect(await status()).toEqual({
      last: null,
      schedule: { at: '03:30', timeZone: backupTargetOf(t.config).timeZone, folder: backupDir },
      warning: 'Nenhum backup foi feito ainda.',
    });
  });

  it('backs up once at BACKUP_AT, and the admin panel shows its time, size and result', async () => {
    setClockTo(local(1, 3, 31));
    await scheduler().tick();
    await scheduler().tick();
    expect(archives()).toEqual([expect.stringMatching(/^direto-20261001-0331\d\d$/)]);
    const shown = await status();
    expect(shown.last).toMatchObject({ ok: true, name: archives()[0], folder: backupDir, scheduled: true, message: null });
    expect(shown.last.bytes).toBeGreaterThan(1000);
    expect(shown.warning).toBeNull();
  });

  it('is made by one process when several share the database', async () => {
    const other = new BackupScheduler({ orm: t.orm, target: backupTargetOf(t.config), at: '03:30', log: t.app.log });
    await other.tick();
    await other.stop();
    expect(archives()).toHaveLength(1);
  });

  it('keeps 7 daily and 4 weekly copies', async () => {
    // 2026-10-02 … 2026-11-05, one nightly backup each (35 nights).
    for (let day = 2; day <= 36; day++) {
      setClockTo(local(day, 3, 45));
      await scheduler().tick();
    }
    expect(archives().map((name) => name.slice(7, 15))).toEqual([
      // The newest of the weeks starting Mondays 10-12, 10-19 and 10-26 (the week of 11-02 is among the daily ones).
      '20261018',
      '20261025',
      '20261030',
      '20261031',
      '20261101',
      '20261102',
      '20261103',
      '20261104',
      '20261105',
    ]);
  });

  it('warns when the last backup is more than 26 hours old', async () => {
    const lastAt = new Date((await status()).last.at).getTime();
    const hours26 = 26 * 3_600_000;
    setClockTo(new Date(lastAt + hours26 - 60_000));
    expect((await status()).warning).toBeNull();
    setClockTo(new Date(lastAt + hours26 + 60_000));
    expect((await status()).warning).toBe('O último backup tem mais de 26 horas.');
  });
});
