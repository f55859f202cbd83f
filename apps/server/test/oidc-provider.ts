import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { required } from './required';

/** Who the local provider says signed in: the claims Google would put in the ID token. */
export interface TestGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export const TEST_CLIENT_ID = 'direto-teste';
export const TEST_CLIENT_SECRET = 'segredo-do-cliente-de-teste';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback standing in for Google. Its login and
 * consent screens are answered automatically for `nextAccount`, so a test can walk the whole
 * browser flow with plain HTTP requests (see `walkToCallback`).
 */
export async function startTestOidcProvider(redirectUri: string) {
  let nextAccount: TestGoogleAccount | null = null;
  const accounts = new Map<string, TestGoogleAccount>();

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    // Claims go into the ID token, as Google does, not only into the userinfo endpoint.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ['chave-de-cookies-de-teste'] },
  });

  const handleProvider = provider.callback();
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!req.url?.startsWith('/interaction/')) return handleProvider(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        if (!nextAccount) throw new Error('Nenhuma conta escolhida para o próximo login');
        accounts.set(nextAccount.sub, nextAccount);
        await provider.interactionFinished(req, res, { login: { accountId: nextAccount.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      const accountId = required(details.session, 'a sessão da interação').accountId;
      const grant = details.grantId
        ? required(await provider.Grant.find(details.grantId), 'a autorização da interação')
        : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }
  // Node ignores what a listener returns: `answer` replies on every path itself (Koa's callback or the catch).
  server.on('request', (req, res) => void answer(req, res));

  return {
    issuer,
    /** The account the next login screen signs in as. */
    signInNextAs(account: TestGoogleAccount) {
      nextAccount = account;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's redirects as a browser would (keeping its cookies) from the
 * authorization URL until it sends the browser back to `redirectUri`; returns that URL.
 */
export async function walkToCallback(authorizationUrl: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let step = 0; step < 15; step++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`O provedor parou em ${url} (${res.status}): ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Redirecionamentos demais no provedor OpenID');
}
