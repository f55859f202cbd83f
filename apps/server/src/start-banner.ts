import { isIP, type AddressInfo } from 'node:net';

export interface StartFacts {
  publicUrl: string;
  /** Where the HTTP server actually listens (app.server.address()). */
  listening: AddressInfo;
  database: { displayUrl: string; embedded: boolean };
  demoAccounts: readonly { role: string; email: string; password: string }[];
  /** The daily backup's time (null: none) and where backups go. */
  backups?: { at: string | null; folder: string };
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

/** Where backups go, and whether this server makes them by itself (issue 36). */
function backupsLine({ at, folder }: { at: string | null; folder: string }): string {
  if (at) return `  Backups: todo dia às ${at} em ${folder} (pnpm db:backup faz um agora).`;
  return `  Backups: nenhum automático (use os backups do seu PostgreSQL); pnpm db:backup grava em ${folder}.`;
}

/** What `pnpm start` prints once the server answers. */
export function startBanner({ publicUrl, listening, database, demoAccounts, backups }: StartFacts): string {
  const lines = [
    '',
    `  Direto rodando em ${publicUrl}`,
    listeningLine(listening),
    `  Banco de dados: ${database.displayUrl}${database.embedded ? ' (PostgreSQL embutido)' : ''}`,
  ];
  if (backups) lines.push(backupsLine(backups));
  if (demoAccounts.length > 0) {
    lines.push('', '  Contas de demonstração:');
    for (const account of demoAccounts) lines.push(`    ${account.role.padEnd(30)} ${account.email.padEnd(22)} senha: ${account.password}`);
  }
  return lines.join('\n') + '\n';
}
