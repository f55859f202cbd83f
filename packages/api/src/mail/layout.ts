import type { MailMessage } from './mailer';

const APP_NAME = 'Direto';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** What a message says: paragraphs (a line each), an optional button link, and a closing note. */
export interface MailContent {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Where the logo is served from (PUBLIC_URL), for the HTML header. */
  publicUrl: string;
}

/** The one look of every e-mail: the app's name and logo on top, plain text beside simple HTML. */
export function composeMail({ to, subject, paragraphs, action, footnote, publicUrl }: MailContent): MailMessage {
  const text = [
    APP_NAME,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(footnote ? ['', footnote] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f9fafb;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px"><img src="${escapeHtml(publicUrl)}/icons/icon-192.png" alt="" width="32" height="32" style="vertical-align:middle"> <strong style="font-size:20px;color:#ea580c;vertical-align:middle">${APP_NAME}</strong></p>
${paragraphs.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
${footnote ? `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footnote)}</p>` : ''}
</div></body></html>`;
  return { to, subject, text, html };
}
