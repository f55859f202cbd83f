import type { FastifyReply, FastifyRequest } from 'fastify';
import { findOpenDeliveryMerchant, now } from '@direto/api';
import type { AccessTokens } from './access-token';
import { sendProblem } from './problem';

const TOKEN_REFUSED = 'Token de acesso ausente, inválido ou expirado: obtenha outro em POST /oauth/token';

/**
 * The restaurant a /v1 request acts for: the one its bearer token was issued to, while that
 * restaurant's integration is on and the token's client id is still its current one (new
 * credentials or switching off refuse older tokens at once). Otherwise the request is answered
 * 401 problem+json here and null comes back.
 */
export async function authenticatedRestaurant(request: FastifyRequest, reply: FastifyReply, tokens: AccessTokens): Promise<string | null> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  const claims = token ? tokens.read(token, now().getTime()) : null;
  const merchant = claims ? await findOpenDeliveryMerchant(request.em, claims.restaurantId) : null;
  if (!claims || !merchant || !merchant.enabled || merchant.clientId !== claims.clientId) {
    void sendProblem(reply.header('www-authenticate', 'Bearer error="invalid_token"'), 401, TOKEN_REFUSED);
    return null;
  }
  return claims.restaurantId;
}
