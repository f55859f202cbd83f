import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOpenDeliveryMerchant, now, type OpenDeliveryCaller } from '@direto/api';
import type { AccessTokens } from './access-token';
import { sendProblem } from './problem';

const TOKEN_REFUSED = 'Token de acesso ausente, inválido ou expirado: obtenha outro em POST /oauth/token';

/**
 * Who the request's bearer token names, when it is genuine and unexpired (no database read): the
 * events routes check it against the restaurant's connection in their own statement. Null otherwise.
 */
export function bearerCaller(request: FastifyRequest, tokens: AccessTokens): OpenDeliveryCaller | null {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const claims = token ? tokens.read(token, now().getTime()) : null;
  return claims ? { restaurantId: claims.restaurantId, clientId: claims.clientId } : null;
}

/** 401 problem+json: the token is missing, not genuine, expired, or no longer the restaurant's. */
export function refuseToken(reply: FastifyReply): FastifyReply {
  return sendProblem(reply.header('www-authenticate', 'Bearer error="invalid_token"'), 401, TOKEN_REFUSED);
}

/**
 * The restaurant a /v1 request acts for: the one its bearer token was issued to, while that
 * restaurant's integration is on and the token's client id is still its current one (new
 * credentials or switching off refuse older tokens at once). Otherwise the request is answered
 * 401 problem+json here and null comes back.
 */
export async function authenticatedRestaurant(request: FastifyRequest, reply: FastifyReply, tokens: AccessTokens): Promise<string | null> {
  const caller = bearerCaller(request, tokens);
  const merchant = caller ? await findOpenDeliveryMerchant(request.em, caller.restaurantId) : null;
  if (!caller || !merchant || !merchant.enabled || merchant.clientId !== caller.clientId) {
    void refuseToken(reply);
    return null;
  }
  return caller.restaurantId;
}
