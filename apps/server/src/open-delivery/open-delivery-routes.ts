import type { FastifyInstance } from 'fastify';
import { describeError } from '@direto/api';
import type { AccessTokens } from './access-token';
import { registerEventRoutes } from './events-routes';
import { registerMerchantRoutes } from './merchant-routes';
import { registerOrderRoutes } from './order-routes';
import { sendProblem } from './problem';
import type { SecretBox } from './secret-box';
import { registerTokenRoute } from './token-route';
import { registerVersionsRoute } from './versions-route';

export interface OpenDeliveryRoutesOptions {
  tokens: AccessTokens;
  box: SecretBox;
  publicUrl: string;
  appId: string;
}

/**
 * The standard's routes, at the document's paths (not under /api), in a context of their own: the
 * form-urlencoded parser exists only here (the token request), and every error — the services',
 * Fastify's own (a malformed body) — answers problem+json.
 */
export async function openDeliveryRoutes(app: FastifyInstance, options: OpenDeliveryRoutesOptions) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.setErrorHandler((error, request, reply) => {
    const { status, body, unexpected } = describeError(error);
    if (unexpected) request.log.error({ err: error }, 'Erro inesperado (Open Delivery)');
    return sendProblem(reply, status, body.message, body.issues ? { issues: body.issues } : {});
  });
  registerTokenRoute(app, options);
  registerVersionsRoute(app);
  registerEventRoutes(app, options);
  registerOrderRoutes(app, options);
  registerMerchantRoutes(app, options);
}
