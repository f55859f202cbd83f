import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fromCents } from '@direto/contracts';
import { SOAK, SOAK_LIVE, SOAK_MAX_IN_FLIGHT, SOAK_RATES } from './soak-settings';

/**
 * The soak's mixed load against one server, from this process: menu reads, image reads, orders,
 * status changes and sign-ins at steady rates, and live screens that open, stay a while and close.
 * Every answer's latency is recorded under its kind in the window of the moment it was sent.
 */

export type SoakKind = keyof typeof SOAK_RATES | 'live';
export const SOAK_KINDS: SoakKind[] = ['menu', 'image', 'order', 'status', 'login', 'live'];

export interface SoakRestaurant {
  id: string;
  slug: string;
  feeCents: number;
  products: { id: string; priceCents: number }[];
  ownerCookie: string;
}

export interface SoakWorld {
  appUrl: string;
  restaurants: SoakRestaurant[];
  /** Signed-in customers who order and watch "my orders". */
  customerCookies: string[];
  /** E-mails of the customers who sign in and out. */
  loginEmails: string[];
  password: string;
  /** /objects/<id> paths of the uploaded images. */
  imagePaths: string[];
}

/** One window's latencies (ms) and failures of one kind. */
export interface KindWindow {
  latencies: number[];
  failures: number;
  /** Not sent: SOAK_MAX_IN_FLIGHT of this kind were still waiting (the server fell behind). */
  skipped: number;
}

export class LatencyRecorder {
  readonly windows: Map<SoakKind, KindWindow>[] = [];
  constructor(
    private readonly startedAt: number,
    private readonly windowMs: number,
  ) {}

  private window(kind: SoakKind, sentAt: number): KindWindow {
    const index = Math.max(0, Math.floor((sentAt - this.startedAt) / this.windowMs));
    while (this.windows.length <= index) this.windows.push(new Map());
    const byKind = this.windows[index] as Map<SoakKind, KindWindow>;
    let window = byKind.get(kind);
    if (!window) byKind.set(kind, (window = { latencies: [], failures: 0, skipped: 0 }));
    return window;
  }

  record(kind: SoakKind, sentAt: number, ok: boolean): void {
    const window = this.window(kind, sentAt);
    if (ok) window.latencies.push(performance.now() - sentAt);
    else window.failures++;
  }

  skip(kind: SoakKind, at: number): void {
    this.window(kind, at).skipped++;
  }
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const now = () => performance.now();

interface MovingOrder {
  id: string;
  ownerCookie: string;
  next: 'confirmed' | 'preparing';
}

/** Starts the load; `stop()` ends every timer and stream and waits for what is in flight. */
export function startSoakLoad(world: SoakWorld, recorder: LatencyRecorder, failures: string[]): { stop(): Promise<void> } {
  const inFlight = new Map<SoakKind, number>();
  const pending = new Set<Promise<void>>();
  const toMove: MovingOrder[] = [];
  let stopped = false;
  let customerTurn = 0;
  let loginTurn = 0;

  /** The first few problems of each kind, for the report. */
  const noted = new Map<SoakKind, number>();
  const note = (kind: SoakKind, problem: string) => {
    if ((noted.get(kind) ?? 0) >= 3) return;
    noted.set(kind, (noted.get(kind) ?? 0) + 1);
    failures.push(`${kind}: ${problem}`);
  };

  /** Sends one request of `kind` unless too many are waiting; the work says whether it succeeded. */
  function launch(kind: SoakKind, work: () => Promise<boolean>): void {
    const sentAt = now();
    if ((inFlight.get(kind) ?? 0) >= SOAK_MAX_IN_FLIGHT) return recorder.skip(kind, sentAt);
    inFlight.set(kind, (inFlight.get(kind) ?? 0) + 1);
    const done = work()
      .catch((error: unknown) => {
        note(kind, error instanceof Error ? error.message : String(error));
        return false;
      })
      .then((ok) => recorder.record(kind, sentAt, ok))
      .finally(() => {
        inFlight.set(kind, (inFlight.get(kind) ?? 1) - 1);
        pending.delete(done);
      });
    pending.add(done);
  }

  async function call(method: string, path: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
    return fetch(world.appUrl + path, {
      method,
      headers: {
        origin: world.appUrl,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
  }

  /** Reads the whole answer (so the connection is reused) and says whether it was a 2xx. */
  async function succeeded(kind: SoakKind, response: Response): Promise<boolean> {
    const body = await response.arrayBuffer();
    if (response.ok) return true;
    note(kind, `${response.status} ${Buffer.from(body).toString('utf8').slice(0, 200)}`);
    return false;
  }

  const kinds: Record<keyof typeof SOAK_RATES, () => Promise<boolean>> = {
    async menu() {
      const restaurant = pick(world.restaurants);
      if (!(await succeeded('menu', await call('GET', `/api/restaurants/slug/${restaurant.slug}`)))) return false;
      return succeeded('menu', await call('GET', `/api/restaurants/${restaurant.id}/products`));
    },
    async image() {
      return succeeded('image', await call('GET', pick(world.imagePaths)));
    },
    async order() {
      const restaurant = pick(world.restaurants);
      const lines = [pick(restaurant.products), pick(restaurant.products)].filter((product, index, all) => all.indexOf(product) === index);
      const subtotal = lines.reduce((sum, product) => sum + product.priceCents, 0);
      const cookie = world.customerCookies[customerTurn++ % world.customerCookies.length] as string;
      const response = await call('POST', '/api/orders', {
        cookie,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          order: { restaurantId: restaurant.id, subtotal: fromCents(subtotal), deliveryFee: fromCents(restaurant.feeCents), total: fromCents(subtotal + restaurant.feeCents), status: 'pending' },
          items: lines.map((product) => ({ productId: product.id, quantity: 1, unitPrice: fromCents(product.priceCents), totalPrice: fromCents(product.priceCents) })),
        },
      });
      if (!response.ok) return succeeded('order', response);
      const { id } = (await response.json()) as { id: string };
      // Bounded: a server that falls behind on status changes must not grow this process.
      if (toMove.length < 1_000) toMove.push({ id, ownerCookie: restaurant.ownerCookie, next: 'confirmed' });
      return true;
    },
    async status() {
      const order = toMove.shift();
      if (!order) return true;
      const response = await call('PUT', `/api/orders/${order.id}/status`, { cookie: order.ownerCookie, body: { status: order.next } });
      if (response.ok && order.next === 'confirmed') toMove.push({ ...order, next: 'preparing' });
      return succeeded('status', response);
    },
    async login() {
      const email = world.loginEmails[loginTurn++ % world.loginEmails.length] as string;
      const response = await call('POST', '/api/login', { body: { email, password: world.password } });
      if (!response.ok) return succeeded('login', response);
      await response.arrayBuffer();
      const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
      // Signed out again, as a shared tablet does: sessions do not pile up over the soak.
      await (await call('POST', '/api/logout', { cookie })).arrayBuffer();
      return true;
    },
  };

  const timers = Object.entries(SOAK_RATES).map(([kind, perSecond]) =>
    setInterval(() => launch(kind as SoakKind, kinds[kind as keyof typeof SOAK_RATES]), 1000 / (perSecond * SOAK.loadScale)),
  );

  // Live screens: each opens, is timed to its first message (the `sync` every stream starts
  // with), stays open a random while, closes, and another takes its place.
  const streams = new Set<http.ClientRequest>();
  /** Closed on purpose (its life ended, or the soak did): its connection's end is no failure. */
  const closed = new WeakSet<http.ClientRequest>();
  const lifetimes = new Set<NodeJS.Timeout>();
  function openScreen(slot: number): void {
    if (stopped) return;
    const isOwner = slot < SOAK_LIVE.streams * SOAK_LIVE.ownerShare;
    const restaurant = world.restaurants[slot % world.restaurants.length] as SoakRestaurant;
    const path = isOwner
      ? `/trpc/live.restaurantOrders?input=${encodeURIComponent(JSON.stringify({ restaurantId: restaurant.id }))}`
      : '/trpc/live.myOrders';
    const cookie = isOwner ? restaurant.ownerCookie : (world.customerCookies[slot % world.customerCookies.length] as string);
    launch('live', () => screen(path, cookie).then((request) => {
      if (!request) return false;
      const life = SOAK_LIVE.minLifeSeconds + Math.random() * (SOAK_LIVE.maxLifeSeconds - SOAK_LIVE.minLifeSeconds);
      const timer = setTimeout(() => {
        lifetimes.delete(timer);
        streams.delete(request);
        closed.add(request);
        request.destroy();
        openScreen(slot);
      }, life * 1000);
      lifetimes.add(timer);
      return true;
    }));
  }

  /** Opens one stream; resolves with it at its first data message, or null if it failed. */
  function screen(path: string, cookie: string): Promise<http.ClientRequest | null> {
    return new Promise((resolve) => {
      const request = http.get(world.appUrl + path, { headers: { accept: 'text/event-stream', cookie }, agent: false }, (response) => {
        if (response.statusCode !== 200) {
          note('live', `${response.statusCode} em ${path}`);
          response.resume();
          return resolve(null);
        }
        response.on('error', () => {});
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString('utf8');
          // A data frame has no `event:` line (connected, ping and errors have one); frames end with blank lines.
          if (text.split('\n\n').some((frame) => frame.trimStart().startsWith('data: '))) {
            response.off('data', onData);
            response.resume();
            // Open for its whole life from here: pings keep it busy, but no timeout is its business.
            request.setTimeout(0);
            resolve(request);
          }
        };
        response.on('data', onData);
      });
      streams.add(request);
      // Closed before its first message (by the soak's end, or a timeout): settled all the same.
      request.on('close', () => resolve(null));
      request.on('error', (error) => {
        streams.delete(request);
        if (!stopped && !closed.has(request)) note('live', error.message);
        resolve(null);
      });
      request.setTimeout(30_000, () => request.destroy(new Error(`sem mensagem em 30 s: ${path}`)));
    });
  }
  for (let slot = 0; slot < Math.max(1, Math.round(SOAK_LIVE.streams * SOAK.loadScale)); slot++) openScreen(slot);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      for (const timer of lifetimes) clearTimeout(timer);
      for (const request of streams) {
        closed.add(request);
        request.destroy();
      }
      await Promise.allSettled([...pending]);
    },
  };
}
