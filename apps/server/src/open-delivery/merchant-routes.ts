import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applyMerchantUpdate, readMerchantStatus, registerPosOnboarding } from '@direto/api';
import { OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC } from '@direto/contracts';
import type { AccessTokens } from './access-token';
import { authenticatedRestaurant } from './bearer-auth';
import { sendProblem } from './problem';

/** The POS's id for the restaurant (the document's Merchant id: up to 100 characters). */
const merchantIdSchema = z.string().trim().max(100, 'merchantId: máximo 100 caracteres').optional();

/** MerchantAPIInfo: only the webhook URL is used (the menu stays Direto's, getMerchantURL is ignored); unknown fields too. */
const onboardingSchema = z.object(
  { ordersWebhookURL: z.string({ error: 'ordersWebhookURL deve ser uma URL' }).trim().max(500, 'ordersWebhookURL: máximo 500 caracteres').optional() },
  { error: 'O corpo deve ser um MerchantAPIInfo ({ ordersWebhookURL, getMerchantURL })' },
);

const availability = z.enum(['AVAILABLE', 'UNAVAILABLE'], { error: 'status deve ser AVAILABLE ou UNAVAILABLE' });

/** MerchantUpdate (an empty body is allowed: the document's "read GET /merchant again"). */
const merchantUpdateSchema = z
  .object({
    merchantStatus: z.enum(['AVAILABLE', 'UNAVAILABLE'], { error: 'merchantStatus deve ser AVAILABLE ou UNAVAILABLE' }).optional(),
    entityType: z.string().max(40, 'entityType: máximo 40 caracteres').optional(),
    updatedObjects: z
      .array(z.object({ externalCode: z.string().max(60, 'externalCode: máximo 60 caracteres').optional(), status: availability.optional() }))
      .max(1000, 'updatedObjects: no máximo 1000 objetos')
      .optional(),
  })
  .refine((update) => !update.entityType || (update.updatedObjects?.length ?? 0) > 0, {
    message: 'Com entityType, updatedObjects não pode ser vazio',
  });

/** The first problem of a refused body, with where it is when nested ('updatedObjects.0.status: …'). */
const firstIssue = (error: z.ZodError, fallback: string) => {
  const issue = error.issues[0];
  if (!issue) return fallback;
  return issue.path.length > 1 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

/**
 * PUT /v1/merchantOnboarding, POST /v1/merchantUpdate and GET /v1/merchantStatus for the token's
 * restaurant (docs/open-delivery-webhook.md "Merchant routes").
 */
export function registerMerchantRoutes(app: FastifyInstance, options: { tokens: AccessTokens }) {
  app.put('/v1/merchantOnboarding', async (request, reply) => {
    const restaurantId = await authenticatedRestaurant(request, reply, options.tokens);
    if (restaurantId === null) return reply;
    const merchantId = merchantIdSchema.safeParse((request.query as Record<string, unknown>).merchantId);
    if (!merchantId.success) return sendProblem(reply, 400, firstIssue(merchantId.error, 'merchantId inválido'));
    const body = onboardingSchema.safeParse(request.body ?? {});
    if (!body.success) return sendProblem(reply, 400, firstIssue(body.error, 'MerchantAPIInfo inválido'));
    const webhookUrl = body.data.ordersWebhookURL || undefined;
    // The same rule as the owner's settings screen: https at a public address (OD_WEBHOOK_ALLOW_PRIVATE aside).
    if (webhookUrl && !(await app.openDeliveryKeys.acceptsWebhookUrl(webhookUrl))) return sendProblem(reply, 400, OPEN_DELIVERY_WEBHOOK_URL_NOT_PUBLIC);
    await registerPosOnboarding(request.em, restaurantId, { posMerchantId: merchantId.data || null, webhookUrl });
    return reply.status(201).send({ ...(webhookUrl ? { ordersWebhookURL: webhookUrl } : {}), orderingAppMerchantId: restaurantId });
  });

  app.post('/v1/merchantUpdate', async (request, reply) => {
    const restaurantId = await authenticatedRestaurant(request, reply, options.tokens);
    if (restaurantId === null) return reply;
    const body = merchantUpdateSchema.safeParse(request.body ?? {});
    if (!body.success) return sendProblem(reply, 400, firstIssue(body.error, 'MerchantUpdate inválido'));
    await applyMerchantUpdate(request.em, restaurantId, body.data);
    return reply.status(204).send();
  });

  app.get('/v1/merchantStatus', async (request, reply) => {
    const restaurantId = await authenticatedRestaurant(request, reply, options.tokens);
    if (restaurantId === null) return reply;
    return readMerchantStatus(request.em, restaurantId);
  });
}
