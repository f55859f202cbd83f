import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Places the stub knows: the start of a search text → its point (Nominatim answers lat/lon as text). */
const STUB_PLACES: Record<string, { lat: string; lon: string }> = {
  'Rua São Cristóvão 120,': { lat: '-22.8987', lon: '-43.2215' },
  'Campinas, SP, Brasil': { lat: '-22.9056', lon: '-47.0608' },
};

export interface StubGeocoder {
  /** For GEOCODE_URL. */
  url: string;
  /** Every search text asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

/** A local Nominatim stand-in (node:http, /search?q=…&format=jsonv2): tests never reach the internet. */
export async function startStubGeocoder(): Promise<StubGeocoder> {
  const queries: string[] = [];
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://stub').searchParams.get('q') ?? '';
    queries.push(query);
    const found = Object.entries(STUB_PLACES).find(([start]) => query.startsWith(start))?.[1];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found ? [{ place_id: 1, display_name: query, ...found }] : []));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/search`, queries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
