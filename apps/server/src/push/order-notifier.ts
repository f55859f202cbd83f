import type { FastifyBaseLogger } from 'fastify';
import { now, type DueReminder, type Notifications, type PushDevice } from '@direto/api';
import type { OrderWithItems, PushMessage } from '@direto/contracts';
import { PushSubscription, type Orm } from '@direto/db';
import { orderPlacedMessage, scheduledReminderMessage } from './order-push-message';
import { deliverPush } from './push-delivery';
import type { PushEndpointPolicy } from './push-endpoint-policy';
import type { VapidIdentity } from './vapid-keys';

export interface OrderNotifierOptions {
  orm: Orm;
  vapid: VapidIdentity;
  /** Which endpoints may be contacted, and at which addresses. */
  endpoints: PushEndpointPolicy;
  log: FastifyBaseLogger;
}

/**
 * ctx.notifications: a new order goes, as a Web Push message, to every device on which the
 * restaurant's owner turned alerts on. Sending runs beside the request — placing the order never
 * waits for a push service nor fails because of one; what fails is logged, and a device the push
 * service no longer knows (404/410), or that the server may not contact, is forgotten. `drain`
 * lets shutdown finish what is under way.
 */
export class OrderNotifier implements Notifications {
  readonly pushPublicKey: string;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: OrderNotifierOptions) {
    this.pushPublicKey = options.vapid.publicKey;
  }

  acceptsPushEndpoint(endpoint: string): Promise<boolean> {
    return this.options.endpoints.accepts(endpoint);
  }

  orderPlaced(order: OrderWithItems, ownerDevices: readonly PushDevice[]): void {
    if (ownerDevices.length === 0) return;
    void this.track(this.sendTo(ownerDevices, orderPlacedMessage(order), order.id), order.id, 'Falha ao enviar os alertas push do novo pedido.');
  }

  /** A scheduled order is due soon (the scheduler's reminder): resolves once every device was tried. */
  scheduledReminder(reminder: DueReminder): Promise<void> {
    if (reminder.devices.length === 0) return Promise.resolve();
    const message = scheduledReminderMessage({ id: reminder.orderId, scheduledFor: reminder.scheduledFor, scheduleTimezone: reminder.scheduleTimezone }, now());
    return this.track(this.sendTo(reminder.devices, message, reminder.orderId), reminder.orderId, 'Falha ao enviar o lembrete push do pedido agendado.');
  }

  /** Logs what fails and keeps the sending in sight of `drain`. */
  private track(sending: Promise<void>, orderId: string, failure: string): Promise<void> {
    const tracked = sending.catch((error: unknown) => {
      this.options.log.error({ err: error, orderId }, failure);
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
    return tracked;
  }

  /** Waits for the alerts being sent (at shutdown, before the database closes). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async sendTo(devices: readonly PushDevice[], message: PushMessage, orderId: string): Promise<void> {
    const { vapid } = this.options;
    await Promise.all(
      devices.map(async (device) => {
        const outcome = await deliverPush(device, message, vapid, this.options.endpoints);
        const pushService = new URL(device.endpoint).host;
        if (outcome.result === 'gone' || outcome.result === 'refused') {
          await this.options.orm.em.fork().nativeDelete(PushSubscription, { id: device.id });
          this.options.log.info(
            { pushService },
            outcome.result === 'gone' ? 'Assinatura push expirada removida.' : 'Assinatura push para um endereço que não é de um serviço de push permitido removida.',
          );
        } else if (outcome.result === 'failed') {
          this.options.log.warn({ pushService, status: outcome.status, err: outcome.error, orderId }, 'Alerta push não entregue.');
        }
      }),
    );
  }
}
