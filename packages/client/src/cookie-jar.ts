/** Keeps the cookies a server sets (the session cookie) and sends them back, like a browser would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Reads the Set-Cookie headers of a response; a cookie set empty or already expired is dropped. */
  store(setCookieHeaders: string[]): void {
    for (const header of setCookieHeaders) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The Cookie request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
