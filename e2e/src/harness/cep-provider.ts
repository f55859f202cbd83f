import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The CEPs the browser journeys type, answered as ViaCEP does (anything else: { erro: true }). */
const E2E_CEPS: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '20921000': { logradouro: 'Rua São Cristóvão', bairro: 'São Cristóvão', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '22041001': { logradouro: 'Avenida Nossa Senhora de Copacabana', bairro: 'Copacabana', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '20510000': { logradouro: 'Rua Conde de Bonfim', bairro: 'Tijuca', localidade: 'Rio de Janeiro', uf: 'RJ' },
};

/** A local stand-in for the CEP provider (no internet in tests); the server gets its URL as CEP_LOOKUP_URL. */
export async function startStubCepProvider(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    const cep = /\/ws\/(\d{8})\/json\/?$/.exec(request.url ?? '')?.[1] ?? '';
    const known = E2E_CEPS[cep];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(known ? { cep, ...known } : { erro: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
