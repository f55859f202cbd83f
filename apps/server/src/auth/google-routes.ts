import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError, signInWithGoogle } from '@direto/api';
import { sameSiteReturnPath } from '@direto/contracts/return-path';
import type { Config } from '../config';
import { sessionControlFor } from '../plugins/session';
import { createGoogleClient, isGoogleConfigured, type GoogleSignInChecks } from './google-client';

const CHECKS_COOKIE = 'direto.google';
const CHECKS_COOKIE_PATH = '/api/auth/google';
/** Time allowed between leaving for Google and coming back. */
const CHECKS_MAX_AGE_S = 10 * 60;
const GOOGLE_NOT_CONFIGURED = 'Login com Google não está configurado neste servidor.';
const GOOGLE_SIGN_IN_FAILED = 'Não foi possível entrar com o Google. Tente novamente.';

/** What the signed cookie carries between leaving for Google and coming back. */
interface PendingSignIn {
  checks: GoogleSignInChecks;
  /** The protected link that was opened signed out (?voltar=), or null for /. */
  returnTo: string | null;
}

/**
 * GET /api/auth/google[?voltar=/path] sends the browser to Google; GET /api/auth/google/callback
 * signs the person in and returns to that path of this site, or to /. A failure returns to
 * /?erro=<message in pt-BR>.
 */
export async function googleAuthRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const google = isGoogleConfigured(config) ? createGoogleClient(config) : null;
  const secure = config.PUBLIC_URL.startsWith('https://');

  app.get('/api/auth/google', async (request, reply) => {
    if (!google) return reply.status(404).send({ message: GOOGLE_NOT_CONFIGURED });
    try {
      const { url, checks } = await google.startSignIn();
      const returnTo = sameSiteReturnPath((request.query as Record<string, unknown> | undefined)?.voltar);
      // Signed so the browser cannot swap in its own state; SameSite=Lax so it comes back on Google's redirect.
      reply.setCookie(CHECKS_COOKIE, JSON.stringify({ ...checks, returnTo }), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: CHECKS_COOKIE_PATH,
        maxAge: CHECKS_MAX_AGE_S,
      });
      return reply.redirect(url.href);
    } catch (error) {
      request.log.error({ err: error }, 'Falha ao iniciar o login com Google');
      return failed(reply, GOOGLE_SIGN_IN_FAILED);
    }
  });

  app.get('/api/auth/google/callback', async (request, reply) => {
    if (!google) return reply.status(404).send({ message: GOOGLE_NOT_CONFIGURED });
    const pending = readPendingSignIn(request);
    // The checks are single-use: gone whatever happens next.
    reply.clearCookie(CHECKS_COOKIE, { path: CHECKS_COOKIE_PATH });
    if (!pending) return failed(reply, GOOGLE_SIGN_IN_FAILED);
    const { checks, returnTo } = pending;
    try {
      // Built from PUBLIC_URL, not the Host header: it must equal the redirect_uri Google was given.
      const callbackUrl = new URL(request.url, config.PUBLIC_URL);
      const identity = await google.finishSignIn(callbackUrl, checks);
      await signInWithGoogle(request.em, sessionControlFor(request), request.server.sessionDirectory, identity);
      return reply.redirect(returnTo ?? '/');
    } catch (error) {
      // A refusal of ours (e.g. a conflicting account) is shown as is; anything else — the
      // provider's answer, a database error — gets the generic message.
      const { body, unexpected } = describeError(error);
      if (!unexpected) return failed(reply, body.message);
      request.log.warn({ err: error }, 'Login com Google recusado');
      return failed(reply, GOOGLE_SIGN_IN_FAILED);
    }
  });
}

function readPendingSignIn(request: FastifyRequest): PendingSignIn | null {
  const raw = request.cookies[CHECKS_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = JSON.parse(unsigned.value) as Partial<GoogleSignInChecks> & { returnTo?: unknown };
    if (typeof parsed.state !== 'string' || typeof parsed.nonce !== 'string' || typeof parsed.codeVerifier !== 'string') return null;
    return {
      checks: { state: parsed.state, nonce: parsed.nonce, codeVerifier: parsed.codeVerifier },
      returnTo: sameSiteReturnPath(parsed.returnTo),
    };
  } catch {
    return null;
  }
}

function failed(reply: FastifyReply, message: string) {
  return reply.redirect(`/?erro=${encodeURIComponent(message)}`);
}
