import type { FastifyBaseLogger } from 'fastify';
import type { Notifications, PushDevice } from '@direto/api';
import type { OrderWithItems } from '@direto/contracts';
import { PushSubscription, type Orm } from '@direto/db';
import { orderPlacedMessage } from './order-push-message';
import { deliverPush } from './push-delivery';
import type { VapidIdentity } from './vapid-keys';

export interface OrderNotifierOptions {
  orm: Orm;
  vapid: VapidIdentity;
  allowsInsecurePushEndpoints: boolean;
  log: FastifyBaseLogger;
}

/**
 * ctx.notifications: a new order goes, as a Web Push message, to every device on which the
 * restaurant's owner turned alerts on. Sending runs beside the request — placing the order never
 * waits for a push service nor fails because of one; what fails is logged, and a device the push
 * service no longer knows (404/410) is forgotten. `drain` lets shutdown finish what is under way.
 */
export class OrderNotifier implements Notifications {
  readonly pushPublicKey: string;
  readonly allowsInsecurePushEndpoints: boolean;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: OrderNotifierOptions) {
    this.pushPublicKey = options.vapid.publicKey;
    this.allowsInsecurePushEndpoints = options.allowsInsecurePushEndpoints;
  }

  orderPlaced(order: OrderWithItems, ownerDevices: readonly PushDevice[]): void {
    if (ownerDevices.length === 0) return;
    const sending = this.sendTo(ownerDevices, order, this.options.vapid).catch((error: unknown) => {
      this.options.log.error({ err: error, orderId: order.id }, 'Falha ao enviar os alertas push do novo pedido.');
    });
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  /** Waits for the alerts being sent (at shutdown, before the database closes). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async sendTo(devices: readonly PushDevice[], order: OrderWithItems, vapid: VapidIdentity): Promise<void> {
    const message = orderPlacedMessage(order);
    await Promise.all(
      devices.map(async (device) => {
        const outcome = await deliverPush(device, message, vapid);
        const pushService = new URL(device.endpoint).host;
        if (outcome.result === 'gone') {
          await this.options.orm.em.fork().nativeDelete(PushSubscription, { id: device.id });
          this.options.log.info({ pushService }, 'Assinatura push expirada removida.');
        } else if (outcome.result === 'failed') {
          this.options.log.warn({ pushService, status: outcome.status, err: outcome.error, orderId: order.id }, 'Alerta push de novo pedido não entregue.');
        }
      }),
    );
  }
}
