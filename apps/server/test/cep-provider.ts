import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** CEPs the stub knows, answered as ViaCEP does. */
const STUB_CEPS: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20921000': { logradouro: 'Rua São Cristóvão', bairro: 'São Cristóvão', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '01001000': { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
};
/** The stub's provider failure (500) and a provider slower than the 3 s timeout. */
export const FAILING_CEP = '11111111';
export const SLOW_CEP = '22222222';

export interface StubCepProvider {
  /** For CEP_LOOKUP_URL. */
  url: string;
  /** How many times each CEP was asked. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** A local ViaCEP stand-in (node:http): tests never reach the internet. */
export async function startStubCepProvider(): Promise<StubCepProvider> {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const cep = /\/ws\/(\d{8})\/json\/?$/.exec(request.url ?? '')?.[1] ?? '';
    hits.set(cep, (hits.get(cep) ?? 0) + 1);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (cep === FAILING_CEP) return reply(500, { message: 'fora do ar' });
    if (cep === SLOW_CEP) {
      const timer = setTimeout(() => reply(200, STUB_CEPS['01310100']), 4000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    const known = STUB_CEPS[cep];
    return known ? reply(200, { cep, ...known }) : reply(200, { erro: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
