import type { FastifyInstance } from 'fastify';

/** The version of the standard Direto implements. */
const OPEN_DELIVERY_VERSION = '1.7.1';

/**
 * GET /v1/versions/orderingApp (no token): the version of the merchant and order endpoints and how
 * a POS gets events: polling, and the webhook a POS registers with PUT /v1/merchantOnboarding
 * (docs/open-delivery-webhook.md).
 * The document's version enums stop at 1.6.0; 1.7.1 is what is served (notes.md §1.9).
 */
export function registerVersionsRoute(app: FastifyInstance) {
  app.get('/v1/versions/orderingApp', async () => ({
    merchant: { version: OPEN_DELIVERY_VERSION },
    order: { version: OPEN_DELIVERY_VERSION, availableEventsMethods: ['POLLING', 'WEBHOOK'] },
  }));
}
