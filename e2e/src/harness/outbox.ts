import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';

/** An e-mail the e2e server wrote to its outbox (DATA_DIR/outbox, no SMTP_URL), decoded enough to read. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*/g, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function header(head: string, name: string): string {
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
}

function parse(raw: string): OutboxMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  let text = '';
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const [partHead = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!header(partHead, 'Content-Type').startsWith('text/plain')) continue;
    const encoding = header(partHead, 'Content-Transfer-Encoding').toLowerCase();
    const content = body.join('\n\n');
    text = encoding === 'quoted-printable' ? decodeQuotedPrintable(content) : encoding === 'base64' ? Buffer.from(content, 'base64').toString('utf8') : content;
    break;
  }
  return { to: header(head, 'To'), subject: decodeHeader(header(head, 'Subject')), text };
}

/** Every message written so far to `email`, oldest first. */
function mailsTo(email: string): OutboxMail[] {
  const dir = inject('outboxDir');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parse(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => mail.to.includes(email));
}

/** Waits for the message to `email` whose subject starts with `subject`, and returns it. */
export async function waitForMail(email: string, subject: string): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(email).some((mail) => mail.subject.startsWith(subject)), { message: `e-mail "${subject}" para ${email}` }).toBe(true);
  const found = mailsTo(email).filter((mail) => mail.subject.startsWith(subject)).at(-1);
  if (!found) throw new Error(`Nenhum e-mail "${subject}" para ${email}`);
  return found;
}

/** The first link of this site's `path` in a message, as a path the browser can open ('/redefinir-senha?token=…'). */
export function linkIn(mail: OutboxMail, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path.replace(/[?]/g, '\\?')}[^\\s]*)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`Nenhum link ${path} em: ${mail.text}`);
  return match[1];
}
