import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * Issue 37's page reference: a static, script-free copy of each page — the HTML the real server
 * sends for it (fetched once, with the page's cookie), its scripts, JSON data blocks and module
 * preloads removed — and the build's own files (stylesheets, fonts, icons) from the web app's
 * build folder, brotli-compressed as the server sends them. Lighthouse measures it the same way
 * as the page: what the page could score if it were only its server-sent HTML and CSS.
 */
export interface StaticCopyServer {
  url: string;
  /** The copied HTML of a page, as served (for the report: does it have anything to paint?). */
  html(path: string): string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The page without anything that runs: every <script> element (data blocks too) and script preloads. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*>/gi, '');
}

/** Whether a script-free page has anything a browser can paint in its body (text or an image). */
export function hasPaintableContent(html: string): boolean {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const text = body.replace(/<style[\s\S]*?<\/style>/gi, '').replace(/<[^>]+>/g, '').trim();
  return text.length > 0 || /<(img|svg)\b/i.test(body);
}

export async function startStaticCopyServer(appUrl: string, uiDist: string, pages: { path: string; cookie?: string }[]): Promise<StaticCopyServer> {
  const copies = new Map<string, Buffer>();
  for (const page of pages) {
    const response = await fetch(appUrl + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });
    if (!response.ok) throw new Error(`cópia estática de ${page.path}: ${response.status}`);
    copies.set(page.path, Buffer.from(withoutScripts(await response.text())));
  }
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const copy = copies.get(path);
    if (copy) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...(brotli ? { 'content-encoding': 'br' } : {}) });
      response.end(brotli ? brotliCompressSync(copy) : copy);
      return;
    }
    const file = join(uiDist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!path.endsWith('.js') && existsSync(file) && statSync(file).isFile()) {
      const compressed = brotli && existsSync(`${file}.br`);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
        ...(compressed ? { 'content-encoding': 'br' } : {}),
      });
      response.end(readFileSync(compressed ? `${file}.br` : file));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    html: (path) => copies.get(path)?.toString() ?? '',
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
