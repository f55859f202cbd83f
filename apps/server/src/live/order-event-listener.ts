import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { BACKEND_PID_SQL, listenSql, PROBE_SQL } from '@direto/db';
import { channelEventSchema, LIVE_REVOCATIONS_CHANNEL, liveRevocationSchema, ORDER_EVENTS_CHANNEL, type ChannelEvent, type LiveRevocation } from '@direto/contracts';

export interface OrderEventListenerOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** An order event, or a table's call (issue 33). */
  onEvent(event: ChannelEvent): void;
  /** Live streams to end (sessions ended, restaurant deleted), heard on the revocations channel. */
  onRevocation?(revocation: LiveRevocation): void;
  /**
   * LISTEN is (again) in place. After a lost connection, whatever was sent meanwhile was missed;
   * at the first start there is nobody to tell yet.
   */
  onListening(): void;
  /** First retry delay after a failure, doubled on each failure up to maxRetryMs. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** How often the idle connection is checked with a query (catches silently dead connections). */
  heartbeatMs?: number;
}

export interface ExtraChannel {
  onMessage(payload: string): void;
  onListening(): void;
}

const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * This process's ear on the database: ONE dedicated connection (outside the MikroORM pool, which
 * would hand it back and lose the LISTEN) that listens on the order events channel. When the
 * connection drops (database restart, network, pg_terminate_backend) it reconnects with
 * exponential backoff and reports it, so subscribers can refetch what they may have missed.
 */
export class OrderEventListener {
  private client: pg.Client | null = null;
  private closed = false;
  private connectedBefore = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private pid: number | null = null;
  private readonly channels = new Map<string, ExtraChannel>();

  constructor(private readonly options: OrderEventListenerOptions) {}

  /**
   * Hears one more channel on the same connection (call before `start`): one LISTEN connection per
   * process whatever the number of channels. `onListening` runs on every (re)LISTEN, as above.
   */
  addChannel(channel: string, handlers: ExtraChannel): void {
    this.channels.set(channel, handlers);
  }

  /** The PostgreSQL backend pid of the listening connection (null while disconnected). */
  get backendPid(): number | null {
    return this.pid;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** Connects and listens; if the database is unreachable now, keeps trying in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    this.pid = null;
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: 'direto-live',
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    // Until it is the current connection, losing it is handled by the catch below.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (client === this.client && message.channel === ORDER_EVENTS_CHANNEL) this.receive(message.payload);
      if (client === this.client && message.channel === LIVE_REVOCATIONS_CHANNEL) this.receiveRevocation(message.payload);
      const extra = this.channels.get(message.channel);
      if (client === this.client && extra) extra.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>(BACKEND_PID_SQL);
      for (const channel of [ORDER_EVENTS_CHANNEL, LIVE_REVOCATIONS_CHANNEL, ...this.channels.keys()]) await client.query(listenSql(channel));
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.pid = rows[0]?.pid ?? null;
      this.failures = 0;
      this.startHeartbeat(client);
      if (this.connectedBefore) this.options.log.info('Escuta de pedidos ao vivo restabelecida.');
      this.connectedBefore = true;
      // Whoever subscribed while nobody was listening may have missed events.
      this.options.onListening();
      for (const extra of this.channels.values()) extra.onListening();
    } catch (error) {
      client.end().catch(() => {});
      this.retryLater(error);
    }
  }

  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.client || this.closed) return;
    this.client = null;
    this.pid = null;
    clearInterval(this.heartbeatTimer);
    client.end().catch(() => {});
    this.options.log.warn({ err: error }, 'Conexão de pedidos ao vivo com o PostgreSQL perdida; reconectando...');
    this.retryLater();
  }

  private retryLater(error?: unknown): void {
    if (this.closed) return;
    const min = this.options.minRetryMs ?? 100;
    // At most 2 s between attempts: live screens resume within a few seconds of the database returning.
    const max = this.options.maxRetryMs ?? 2_000;
    // Jitter spreads the reconnections of many processes after a database restart.
    const delay = Math.min(max, min * 2 ** this.failures) * (0.5 + Math.random() / 2);
    this.failures += 1;
    if (error) this.options.log.warn({ err: error }, `Não foi possível escutar pedidos ao vivo; nova tentativa em ${Math.round(delay)} ms.`);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }

  private startHeartbeat(client: pg.Client): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('O PostgreSQL não respondeu à verificação da conexão.')), HEARTBEAT_TIMEOUT_MS);
      });
      Promise.race([client.query(PROBE_SQL), timeout])
        .catch((error: Error) => this.lost(client, error))
        .finally(() => clearTimeout(timer));
    }, this.options.heartbeatMs ?? 30_000);
    this.heartbeatTimer.unref();
  }

  private receiveRevocation(payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      parsed = undefined;
    }
    const revocation = liveRevocationSchema.safeParse(parsed);
    if (revocation.success) this.options.onRevocation?.(revocation.data);
    else this.options.log.warn({ payload }, 'Revogação de conexão ao vivo inválida ignorada.');
  }

  private receive(payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      parsed = undefined;
    }
    const event = channelEventSchema.safeParse(parsed);
    if (!event.success) {
      this.options.log.warn({ payload }, 'Evento de pedido inválido ignorado.');
      return;
    }
    this.options.onEvent(event.data);
  }
}
