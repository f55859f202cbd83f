import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { formatZodError } from '@direto/api';

export interface RestErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/** Maps any error thrown behind the facade to an HTTP status and a pt-BR JSON body. */
export function toRestError(error: unknown): { status: number; body: RestErrorBody; unexpected: boolean } {
  if (error instanceof TRPCError) {
    const zod = error.cause instanceof ZodError ? error.cause : null;
    if (zod) {
      return {
        status: 400,
        body: {
          message: formatZodError(zod),
          issues: zod.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        },
        unexpected: false,
      };
    }
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) return { status, body: { message: 'Erro interno do servidor' }, unexpected: true };
    return { status, body: { message: error.message }, unexpected: false };
  }
  return { status: 500, body: { message: 'Erro interno do servidor' }, unexpected: true };
}
