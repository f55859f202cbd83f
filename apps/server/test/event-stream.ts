/**
 * A tRPC subscription read over real HTTP, the way a browser's EventSource does it: a GET to
 * /trpc/<path>?input=<json> with the session cookie, parsed as server-sent events.
 */

interface ServerSentEvent {
  /** 'message' for data, or tRPC's 'connected', 'ping', 'serialized-error', 'return'. */
  event: string;
  data: unknown;
  id?: string;
}

export interface EventStream {
  status: number;
  contentType: string | null;
  /** The next event other than pings; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  /** The data of the next 'message' event matching `match` (skipping others); fails after `timeoutMs`. */
  waitFor<T = Record<string, unknown>>(match: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  /** The error a refused subscription ends with (the stream answers 200, then a serialized-error event). */
  error(timeoutMs?: number): Promise<{ message: string; data: { code: string } }>;
  /** Fails if any data event arrives within `ms`. */
  expectSilence(ms: number): Promise<void>;
  /** The events received so far and not yet read (pings included). */
  pending(): ServerSentEvent[];
  close(): void;
}

export async function openEventStream(baseUrl: string, path: string, input: unknown, cookie?: string): Promise<EventStream> {
  const url = new URL(`/trpc/${path}`, baseUrl);
  if (input !== undefined) url.searchParams.set('input', JSON.stringify(input));
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: abort.signal,
  });

  const queue: ServerSentEvent[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const notify = () => {
    wake?.();
    wake = null;
  };

  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let current: { event?: string; data: string[]; id?: string } = { data: [] };
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (current.data.length > 0 || current.event) {
              const raw = current.data.join('\n');
              queue.push({ event: current.event ?? 'message', data: raw ? JSON.parse(raw) : null, id: current.id });
              notify();
            }
            current = { data: [] };
          } else if (line.startsWith(':')) {
            continue;
          } else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') current.event = value;
            else if (field === 'data') current.data.push(value);
            else if (field === 'id') current.id = value;
          }
        }
      }
    } catch {
      // Aborted by close() or the server went away.
    } finally {
      ended = true;
      notify();
    }
  })();

  async function nextRaw(timeoutMs: number): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = queue.shift();
      if (event) return event;
      if (ended) throw new Error(`O stream ${path} terminou sem mais eventos.`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Nenhum evento de ${path} em ${timeoutMs} ms.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  async function next(timeoutMs = 2_000): Promise<ServerSentEvent> {
    for (;;) {
      const event = await nextRaw(timeoutMs);
      if (event.event !== 'ping') return event;
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    async waitFor<T>(match: (data: T) => boolean, timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        if (event.event === 'serialized-error') throw new Error(`Assinatura ${path} recusada: ${JSON.stringify(event.data)}`);
        if (event.event === 'message' && match(event.data as T)) return event.data as T;
      }
    },
    async error(timeoutMs = 2_000) {
      for (;;) {
        const event = await next(timeoutMs);
        if (event.event === 'message') throw new Error(`Esperava um erro de ${path}, recebeu ${JSON.stringify(event.data)}`);
        if (event.event === 'serialized-error') return event.data as { message: string; data: { code: string } };
      }
    },
    async expectSilence(ms: number) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const data = queue.filter((event) => event.event === 'message');
      if (data.length > 0) throw new Error(`Eventos inesperados de ${path}: ${JSON.stringify(data.map((event) => event.data))}`);
    },
    pending: () => [...queue],
    close: () => abort.abort(),
  };
}
