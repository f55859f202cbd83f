import { required } from './required';
import { SEED_PASSWORD } from './settings';

/** Signs a seeded account in through POST /api/login, as the web app does; returns its Cookie header. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login de ${email} falhou: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => required(cookie.split(';')[0], 'nome=valor do cookie'));
  if (cookies.length === 0) throw new Error(`login de ${email} não devolveu cookie de sessão`);
  return cookies.join('; ');
}

/** Signs many accounts in, a few at a time (each login verifies an argon2 hash). */
export async function signInAll(baseUrl: string, emails: string[], concurrency = 4): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  // One iterator shared by the workers: each takes the next e-mail not yet taken.
  const queue = emails.entries();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (const [index, email] of queue) cookies[index] = await signIn(baseUrl, email);
    }),
  );
  return cookies;
}
