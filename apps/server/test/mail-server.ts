import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startedForTheFile } from './per-file';

/** One message the local SMTP server received, decoded enough for assertions. */
interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, decoded (quoted-printable / base64). */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  raw: string;
}

/** Decodes a MIME encoded-word header value (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

/** Quoted-printable to a binary ("latin1") string of the encoded bytes. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/** The decoded body of the first part of this content type. */
function part(raw: string, contentType: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  for (const candidate of parts) {
    const [head = '', ...rest] = candidate.split(/\r?\n\r?\n/);
    if (!header(head, 'Content-Type').toLowerCase().startsWith(contentType)) continue;
    const body = rest.join('\n\n');
    const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'latin1').toString('utf8');
    return body;
  }
  return '';
}

/**
 * A local SMTP server (the smtp-server package) that keeps every message: point SMTP_URL at
 * `url` and assert on what the app really sent.
 */
async function startMailServer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = ''] = raw.split(/\r?\n\r?\n/);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeHeader(header(head, 'Subject')),
          text: part(raw, 'text/plain'),
          html: part(raw, 'text/html'),
          raw,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message to `to` (already received or arriving within `timeoutMs`). */
    async messageTo(to: string, timeoutMs = 5000, after = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(after).find((mail) => mail.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`Nenhum e-mail para ${to} em ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/** The mail server of a whole file: started before its tests, closed after them. */
export const mailServerForTheFile = (): MailServer => startedForTheFile(startMailServer, (mail) => mail.close());
