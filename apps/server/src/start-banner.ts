import { isIP, type AddressInfo } from 'node:net';

export interface StartFacts {
  publicUrl: string;
  /** Where the HTTP server actually listens (app.server.address()). */
  listening: AddressInfo;
  database: { displayUrl: string; embedded: boolean };
  demoAccounts: readonly { role: string; email: string; password: string }[];
}

const isLoopback = (address: string) => address === '::1' || /^(::ffff:)?127\./.test(address);
const isEveryInterface = (address: string) => address === '0.0.0.0' || address === '::';

/** Where the server listens and who can reach it: only this machine, or the network. */
function listeningLine({ address, port }: AddressInfo): string {
  const where = isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`;
  if (isLoopback(address)) return `  Escutando em ${where}: só esta máquina. Para abrir a outros aparelhos da rede, defina HOST=0.0.0.0.`;
  if (isEveryInterface(address)) return `  Escutando em ${where}: todas as interfaces de rede.`;
  return `  Escutando em ${where}.`;
}

/** What `pnpm start` prints once the server answers. */
export function startBanner({ publicUrl, listening, database, demoAccounts }: StartFacts): string {
  const lines = [
    '',
    `  Direto rodando em ${publicUrl}`,
    listeningLine(listening),
    `  Banco de dados: ${database.displayUrl}${database.embedded ? ' (PostgreSQL embutido)' : ''}`,
  ];
  if (demoAccounts.length > 0) {
    lines.push('', '  Contas de demonstração:');
    for (const account of demoAccounts) lines.push(`    ${account.role.padEnd(30)} ${account.email.padEnd(22)} senha: ${account.password}`);
  }
  return lines.join('\n') + '\n';
}
