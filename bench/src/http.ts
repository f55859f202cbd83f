/** GET as a signed-in (or anonymous) client; fails loudly on a non-2xx answer. */
export async function getJson<T>(baseUrl: string, path: string, cookie?: string): Promise<T> {
  return JSON.parse(await getText(baseUrl, path, cookie)) as T;
}

/** The body of a GET, as text; fails loudly on a non-2xx answer. */
export async function getText(baseUrl: string, path: string, cookie?: string): Promise<string> {
  const response = await fetch(baseUrl + path, { headers: cookie ? { cookie } : {} });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path} → ${response.status} ${body}`);
  return body;
}
