import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { mimeMessage, quotedPrintable } from './mime-message';

// Read back by an independent MIME parser (postal-mime), as a mail client would.
const parse = (raw: string) => PostalMime.parse(raw);

const pix = '00020126330014br.gov.bcb.pix011152998224725520400005303986540512.505802BR5905TESTE6009SAO PAULO62290525abc6304ABCD';

describe('mimeMessage', () => {
  it('writes a message that a MIME parser reads back whole: pt-BR subject, names, text and HTML', async () => {
    const text = `Olá, Zé! Açaí & Cia recebeu seu pedido #AB12.\n1x Pizza meio a meio — R$ 59,90\nPix copia e cola: ${pix}\nlinha com espaço no fim \n.ponto no início`;
    const html = `<p style="margin:0 0 12px">Olá, <strong>Zé</strong> — ${'x'.repeat(300)}</p>`;
    const raw = mimeMessage({
      from: 'Açaí & Cia <pedidos@acai.example.com>',
      to: 'ze@example.com',
      subject: 'Pedido recebido #AB12 — Açaí & Cia, a melhor tigela de São João del-Rei',
      text,
      html,
      date: new Date('2026-11-26T08:00:00Z'),
    });
    const mail = await parse(raw);
    expect(mail.subject).toBe('Pedido recebido #AB12 — Açaí & Cia, a melhor tigela de São João del-Rei');
    expect(mail.from).toMatchObject({ name: 'Açaí & Cia', address: 'pedidos@acai.example.com' });
    expect(mail.to?.[0]?.address).toBe('ze@example.com');
    expect(mail.text?.replace(/\r\n/g, '\n').trimEnd()).toBe(text);
    // The CRLF before a boundary belongs to the boundary (RFC 2046); this parser keeps it.
    expect(mail.html?.trimEnd()).toBe(html);
    expect(mail.date).toBe('2026-11-26T08:00:00.000Z');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@acai\.example\.com>$/);
  });

  it('keeps every line within 78 characters and ends lines with CRLF', () => {
    const raw = mimeMessage({ from: 'Direto <nao-responda@localhost>', to: 'a@b.co', subject: 'Olá — '.repeat(20), text: pix.repeat(3), html: 'é'.repeat(500) });
    expect(raw.split('\r\n').every((line) => line.length <= 78 && !line.includes('\n'))).toBe(true);
  });

  it('quotes a display name with punctuation and leaves plain ASCII readable', async () => {
    const raw = mimeMessage({ from: 'Direto, pedidos <nao-responda@localhost>', to: 'a@b.co', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    expect(raw).toContain('From: "Direto, pedidos" <nao-responda@localhost>\r\nTo: a@b.co\r\nSubject: Hello\r\n');
    expect((await parse(raw)).from).toMatchObject({ name: 'Direto, pedidos', address: 'nao-responda@localhost' });
  });
});

describe('quotedPrintable', () => {
  it('encodes "=", non-ASCII bytes and whitespace at a line end, and nothing else', () => {
    expect(quotedPrintable('a=b é \nfim\t')).toBe('a=3Db =C3=A9=20\r\nfim=09');
  });

  it('never splits an encoded byte across a soft line break', () => {
    const lines = quotedPrintable('é'.repeat(100)).split('=\r\n');
    expect(lines.every((line) => /^(=[0-9A-F]{2})+$/.test(line))).toBe(true);
  });
});
