import type { FastifyRequest } from 'fastify';
import type { Context, SessionControl } from '@direto/api';
import { NO_GUEST_DEVICE } from './plugins/guest-device';
import { loadSessionUser, sessionControlFor } from './plugins/session';

/** Builds the tRPC context of one HTTP request; tRPC and the REST facade share it. */
export async function createRequestContext(request: FastifyRequest): Promise<Context> {
  const session: SessionControl = sessionControlFor(request);
  return {
    em: request.em,
    user: await loadSessionUser(request),
    session,
    sessions: request.server.sessionDirectory,
    ip: request.ip,
    objects: request.server.objectStorage,
    authProviders: request.server.authProviders,
    limits: request.server.requestLimits,
    orderEvents: request.server.orderEvents,
    notifications: request.server.notifications,
    publicUrl: request.server.publicUrl,
    mailer: request.server.mailer,
    device: request.guestDevice ?? NO_GUEST_DEVICE,
    openDelivery: request.server.openDeliveryKeys,
    log: request.log,
  };
}
