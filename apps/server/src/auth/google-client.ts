import type { Configuration } from 'openid-client';
import type { GoogleIdentity } from '@direto/api';
import type { Config } from '../config';

/** The credentials that are optional in Config but required to talk to Google. */
interface GoogleCredentials {
  GOOGLE_CLIENT_ID: string;
  GOOGLE_CLIENT_SECRET: string;
}

type GoogleConfig = Pick<Config, 'GOOGLE_ISSUER' | 'PUBLIC_URL'> & GoogleCredentials;

/** True when both credentials are set; narrows `config` so it can be given to createGoogleClient. */
export function isGoogleConfigured<C extends Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>>(
  config: C,
): config is C & GoogleCredentials {
  return !!config.GOOGLE_CLIENT_ID && !!config.GOOGLE_CLIENT_SECRET;
}

function googleCallbackUrl(config: Pick<Config, 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL}/api/auth/google/callback`;
}

/** The one-time values of one sign-in attempt, kept by the browser in a signed cookie until the callback. */
export interface GoogleSignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

// Loaded with the first sign-in (with jose, ~1 MB): most servers never configure Google.
const loadOidc = () => import('openid-client');

/**
 * OpenID Connect against GOOGLE_ISSUER (Google, or a local provider in tests) with PKCE, state
 * and nonce. The provider's metadata is discovered on first use and kept; a failed discovery is
 * retried on the next sign-in.
 */
export function createGoogleClient(config: GoogleConfig) {
  const issuer = new URL(config.GOOGLE_ISSUER);
  let discovered: Promise<Configuration> | undefined;

  function configuration(): Promise<Configuration> {
    discovered ??= loadOidc()
      .then((oidc) =>
        oidc.discovery(
          issuer,
          config.GOOGLE_CLIENT_ID,
          { client_secret: config.GOOGLE_CLIENT_SECRET, redirect_uris: [googleCallbackUrl(config)] },
          oidc.ClientSecretPost(config.GOOGLE_CLIENT_SECRET),
          // Plain HTTP only for a provider on this machine (the tests' local provider).
          issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname) ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    /** Where to send the browser, and the checks to keep for the callback. */
    async startSignIn(): Promise<{ url: URL; checks: GoogleSignInChecks }> {
      const oidc = await loadOidc();
      const checks: GoogleSignInChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: googleCallbackUrl(config),
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    /** Validates the provider's answer (state, PKCE, nonce, ID token) and reads who signed in. */
    async finishSignIn(callbackUrl: URL, checks: GoogleSignInChecks): Promise<GoogleIdentity> {
      const oidc = await loadOidc();
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('O Google não informou o email da conta');
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      return {
        sub: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        picture: text(claims.picture),
      };
    },
  };
}

