import { randomUUID } from 'node:crypto';
import { writeFile as writeFileWithCallback } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from '../services/lazy-libraries';
import { mimeMessage, parseMailbox } from './mime-message';

/** One e-mail: plain text plus simple HTML, in pt-BR. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends e-mail. `send` returns at once and never throws: a message that cannot be delivered is
 * logged, so no order, reset or invitation fails (or answers slower) because of mail.
 * `delivered` resolves when what was handed over has been sent (tests, shutdown).
 */
export interface Mailer {
  /** Also takes a message still being composed (e.g. after a lookup); null = nothing to send. */
  send(message: MailMessage | Promise<MailMessage | null>): void;
  delivered(): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL of the relay; unset = write .eml files to `outboxDir`. */
  smtpUrl?: string;
  /** The From header, e.g. "Direto <nao-responda@pedidos.example.com>". */
  from: string;
  outboxDir: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

// The callback form: fs/promises' writeFile makes a FileHandle per file, which costs main-thread
// CPU on every order's e-mail (issue 20).
const writeFile = promisify(writeFileWithCallback);

/** The mailer of the server: SMTP when SMTP_URL is set, otherwise files under DATA_DIR/outbox. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  // Only to talk SMTP: the message itself is written by mimeMessage (one pass, no MIME node tree).
  // Loaded with the first message: a server without SMTP_URL never holds nodemailer (~4 MB).
  let smtp: Promise<Transporter> | null = null;
  const smtpTransport = (url: string) => (smtp ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(url)));
  const envelopeFrom = parseMailbox(from).address;
  // The outbox folder is made once, not per message (every order mails its customer); a failure is retried next time.
  let outboxReady: Promise<unknown> | null = null;
  const ensureOutbox = () => {
    outboxReady ??= mkdir(outboxDir, { recursive: true }).catch((error: unknown) => {
      outboxReady = null;
      throw error;
    });
    return outboxReady;
  };

  async function deliver(message: MailMessage): Promise<void> {
    const raw = mimeMessage({ from, ...message });
    if (smtpUrl) {
      // A raw message is sent as written; the envelope says who it is from and to.
      await (await smtpTransport(smtpUrl)).sendMail({ envelope: { from: envelopeFrom, to: [message.to] }, raw });
      log.info({ to: message.to, subject: message.subject }, 'E-mail enviado');
      return;
    }
    // Without a relay a newcomer can still read every message: one .eml file each.
    const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await ensureOutbox();
    await writeFile(file, raw).catch(async (error: unknown) => {
      // The folder was removed while the server ran: make it again, once.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      outboxReady = null;
      await ensureOutbox();
      await writeFile(file, raw);
    });
    log.info({ to: message.to, subject: message.subject, file }, 'E-mail gravado na caixa de saída (SMTP_URL não definido)');
  }

  return {
    send(composing) {
      const sending = Promise.resolve(composing)
        .then((message) => (message ? deliver(message) : undefined))
        .catch((error: unknown) => log.error({ err: error }, 'Falha ao enviar e-mail'));
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async delivered() {
      await Promise.all([...pending]);
    },
  };
}
