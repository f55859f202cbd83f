import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { claimDueWebhookEvents, markWebhookDelivered, markWebhookFailed, now, type DueWebhookEvent } from '@direto/api';
import type { Orm } from '@direto/db';
import { PeriodicTask } from '../periodic-task';
import { toEvent } from './events-routes';
import type { SecretBox } from './secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends Open Delivery events to the POS webhooks (tests call its `tick()`). */
    openDeliveryWebhook: WebhookDelivery;
  }
}

/** How often each process looks for events due at a webhook: a new event goes out at most this late. */
const WEBHOOK_TICK_MS = 2_000;
/** One POST's limit: a POS slower than this counts as a failure (retried later). */
const WEBHOOK_TIMEOUT_MS = 5_000;

/** X-App-Signature: lowercase hex HMAC-SHA256 of the raw body, keyed with the client secret. */
function webhookSignature(body: string, clientSecret: string): string {
  return createHmac('sha256', clientSecret).update(body).digest('hex');
}

export interface WebhookDeliveryOptions {
  orm: Orm;
  box: SecretBox;
  publicUrl: string;
  appId: string;
  /** The URL rule of the settings screen, checked again at every POST (a name may now resolve elsewhere). */
  acceptsWebhookUrl: (url: string) => Promise<boolean>;
  log: FastifyBaseLogger;
  tickMs?: number;
}

/**
 * The Open Delivery webhook (docs/open-delivery-webhook.md): every tick, claim the events due at a
 * restaurant's POS webhook and POST each once, signed; a 2xx is the acknowledgment, anything else
 * is retried on the queue's schedule (packages/api/src/services/open-delivery/webhook-queue.ts).
 * Tests call `tick()` after moving the server's clock. Neither the secret nor the signature is
 * ever logged.
 */
class WebhookDelivery extends PeriodicTask {
  constructor(private readonly options: WebhookDeliveryOptions) {
    super(options.tickMs ?? WEBHOOK_TICK_MS);
  }

  protected async run(): Promise<void> {
    try {
      const em = this.options.orm.em.fork();
      const due = await claimDueWebhookEvents(em, now());
      // One after another, oldest first: a POS gets an order's events in order.
      for (const event of due) {
        const delivered = await this.post(event);
        if (delivered) await markWebhookDelivered(em, event.eventId, now());
        else await markWebhookFailed(em, event, now());
      }
    } catch (error) {
      // Claimed but not marked: taken again once the claim's lease ends.
      this.options.log.error({ err: error }, 'Falha ao entregar eventos Open Delivery ao webhook do PDV.');
    }
  }

  /** One POST; true when the POS answered 2xx. */
  private async post(event: DueWebhookEvent): Promise<boolean> {
    const context = { eventId: event.eventId, restaurantId: event.restaurantId, attempt: event.attempts + 1 };
    const secret = event.clientSecretSealed ? this.options.box.open(event.clientSecretSealed) : null;
    if (!secret) {
      this.options.log.warn(context, 'Webhook Open Delivery: restaurante sem credenciais válidas; evento fica para o polling.');
      return false;
    }
    if (!(await this.options.acceptsWebhookUrl(event.webhookUrl))) {
      this.options.log.warn(context, 'Webhook Open Delivery: URL não permitida (endereço privado); evento fica para o polling.');
      return false;
    }
    const body = JSON.stringify(toEvent(event, this.options));
    try {
      const response = await fetch(event.webhookUrl, {
        method: 'POST',
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'x-app-id': this.options.appId,
          'x-app-merchantid': event.merchantId,
          'x-app-signature': webhookSignature(body, secret),
        },
      });
      await response.body?.cancel();
      if (response.ok) return true;
      this.options.log.warn({ ...context, status: response.status }, 'Webhook Open Delivery: o PDV recusou o evento; nova tentativa mais tarde.');
    } catch (error) {
      this.options.log.warn({ ...context, reason: (error as Error).name }, 'Webhook Open Delivery: PDV inacessível; nova tentativa mais tarde.');
    }
    return false;
  }
}

/** Runs the webhook sender while the app runs: from ready until close (before the database closes). */
export function runWebhookDelivery(app: FastifyInstance, options: Omit<WebhookDeliveryOptions, 'log'>): void {
  const delivery = new WebhookDelivery({ ...options, log: app.log.child({ module: 'open-delivery-webhook' }) });
  app.decorate('openDeliveryWebhook', delivery);
  app.addHook('onReady', async () => {
    delivery.start();
  });
  app.addHook('preClose', async () => {
    await delivery.stop();
  });
}
