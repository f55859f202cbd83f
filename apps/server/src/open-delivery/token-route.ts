import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findOpenDeliveryClient, minutesText, now, refundHit, takeHit, type RateLimit } from '@direto/api';
import { ACCESS_TOKEN_LIFETIME_S, type AccessTokens } from './access-token';
import { sendProblem } from './problem';
import type { SecretBox } from './secret-box';

/** Failed attempts allowed per client id and per address in the window (issue 34). */
const FAILED_ATTEMPTS_MAX = 10;
const FAILED_ATTEMPTS_WINDOW_MS = 15 * 60_000;

const tokenRequestSchema = z.object({
  client_id: z.string().min(1).max(100),
  client_secret: z.string().min(1).max(200),
  grant_type: z.string().max(100),
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * POST /oauth/token (client_credentials, form-urlencoded as the document says, JSON too):
 * `{ access_token, token_type: "bearer", expires_in }`. A wrong client is 401 `invalid_client`,
 * another grant 400 `unsupported_grant_type`; failed attempts count per client id and per
 * address, and the 11th in 15 minutes is 429 (one atomic upsert per key, rate-limit.ts).
 */
export function registerTokenRoute(app: FastifyInstance, { tokens, box }: { tokens: AccessTokens; box: SecretBox }) {
  app.post('/oauth/token', async (request, reply) => {
    const parsed = tokenRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendProblem(reply, 400, 'Envie client_id, client_secret e grant_type=client_credentials', { error: 'invalid_request' });
    }
    const { client_id: clientId, client_secret: clientSecret, grant_type: grantType } = parsed.data;
    if (grantType !== 'client_credentials') {
      return sendProblem(reply, 400, 'Só o grant_type client_credentials é aceito', { error: 'unsupported_grant_type' });
    }
    const limits: RateLimit[] = [
      { key: `od-token:client:${clientId}`, max: FAILED_ATTEMPTS_MAX, windowMs: FAILED_ATTEMPTS_WINDOW_MS },
      { key: `od-token:ip:${request.ip}`, max: FAILED_ATTEMPTS_MAX, windowMs: FAILED_ATTEMPTS_WINDOW_MS },
    ];
    await takeHit(request.em, limits, (minutes) => `Muitas tentativas com credenciais erradas. Tente de novo em ${minutesText(minutes)}.`);
    const client = await findOpenDeliveryClient(request.em, clientId);
    const storedSecret = client?.clientSecretSealed ? box.open(client.clientSecretSealed) : null;
    if (!client || !client.enabled || storedSecret === null || !sameText(storedSecret, clientSecret)) {
      return sendProblem(reply, 401, 'client_id ou client_secret inválido, ou a integração Open Delivery está desligada', { error: 'invalid_client' });
    }
    // Only failures count: a POS that fetches a token every hour never nears the limit.
    await refundHit(request.em, limits.map((limit) => limit.key));
    return reply.header('cache-control', 'no-store').send({
      access_token: tokens.issue(client.restaurantId, clientId, now().getTime()),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_S,
    });
  });
}
