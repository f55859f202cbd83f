/** Why a write to the disk failed, in pt-BR, from its error code (backups, uploads, DATA_DIR at start). */
const DISK_REASONS: Record<string, string> = {
  ENOTDIR: 'parte do caminho é um arquivo, não uma pasta',
  EEXIST: 'parte do caminho é um arquivo, não uma pasta',
  EACCES: 'sem permissão de escrita',
  EPERM: 'sem permissão de escrita',
  EROFS: 'o sistema de arquivos é somente leitura',
  ENOSPC: 'o disco está cheio',
  EDQUOT: 'a cota de disco acabou',
};

/** The reason for a failed disk write, or null when the error is not about the disk. */
export function diskProblem(error: unknown): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return (code && DISK_REASONS[code]) ?? null;
}
