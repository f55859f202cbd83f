/** The message the server sent (tRPC errors carry the pt-BR text), for a toast description. */
export function errorMessage(error: unknown, fallback = 'Tente novamente em alguns instantes.'): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
