import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testAppForTheFile } from '../test/test-app';
import { registerAndLogin } from '../test/session';

const t = testAppForTheFile();

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const { email } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
    expect(res.statusCode).toBe(202);
    await t.app.mailer.delivered();
    const outbox = join(t.config.DATA_DIR, 'outbox');
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(outbox, files[0] ?? ''), 'utf8');
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toContain('Subject: Redefinir sua senha');
    expect(raw).toMatch(/redefinir-senha\?token=3D|redefinir-senha\?token=/);
  });
});
