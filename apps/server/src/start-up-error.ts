/**
 * A start that cannot go on, for a reason the person starting the server can fix. Its message
 * is one pt-BR line saying what is wrong and what to set; main.ts prints it and exits 1.
 */
export class StartUpError extends Error {}

/** The first line of any error's message (driver and launcher errors can run over many lines). */
export function firstLineOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim())?.trim() ?? 'erro desconhecido';
}

/** What a failed start prints: the StartUpError's own line, or the cause of anything unforeseen in one line. */
export function describeStartUpFailure(error: unknown): string {
  if (error instanceof StartUpError) return error.message;
  return `Não foi possível iniciar o Direto: ${firstLineOf(error)}`;
}
