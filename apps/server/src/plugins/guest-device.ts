import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GuestDeviceControl } from '@direto/api';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest device cookie of this request (issue 30); ctx.device. */
    guestDevice: GuestDeviceControl | null;
  }
}

export const DEVICE_COOKIE = 'direto.device';
/** A device is remembered for a year after its last guest order. */
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** No cookie to read or write (a request outside the routes that have cookies). */
export const NO_GUEST_DEVICE: GuestDeviceControl = { id: null, remember: () => randomUUID(), forget: () => undefined };

/**
 * The guest device cookie (issue 30): a random id, signed with the session secret (a forged or
 * edited cookie reads as none), HttpOnly (no script reads it), SameSite=Lax and, like the session
 * cookie, Secure when the site is served over https. Set by the first guest order from the
 * browser and renewed by each; cleared by 'Não sou eu'. Must be registered after the session
 * plugin (which registers @fastify/cookie with the secret).
 */
export const guestDevicePlugin = fp(async (app: FastifyInstance, { config }: { config: Pick<Config, 'PUBLIC_URL'> }) => {
  const secure = config.PUBLIC_URL.startsWith('https://');
  app.decorateRequest('guestDevice', null);
  app.addHook('onRequest', async (request, reply) => {
    request.guestDevice = deviceControl(request, reply, secure);
  });
});

function deviceControl(request: FastifyRequest, reply: FastifyReply, secure: boolean): GuestDeviceControl {
  let id = readDeviceId(request);
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, signed: true };
  return {
    get id() {
      return id;
    },
    remember() {
      id ??= randomUUID();
      reply.setCookie(DEVICE_COOKIE, id, { ...options, maxAge: DEVICE_MAX_AGE_S });
      return id;
    },
    forget() {
      id = null;
      reply.clearCookie(DEVICE_COOKIE, options);
    },
  };
}

function readDeviceId(request: FastifyRequest): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && UUID.test(unsigned.value) ? unsigned.value : null;
}
