/**
 * The soak (`pnpm bench:soak`): its length, load mix and targets. Lengths come from the
 * environment so the harness can be checked in minutes (SOAK_MINUTES=3 SOAK_WARMUP_MINUTES=1).
 */

/** A positive number from the environment (minutes, seconds or a factor), or `fallback`. */
function positiveFrom(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} deve ser um número maior que zero (recebido: ${text})`);
  return value;
}

const minutes = positiveFrom('SOAK_MINUTES', 30);
const warmupMinutes = positiveFrom('SOAK_WARMUP_MINUTES', 5);
if (warmupMinutes >= minutes) throw new Error(`SOAK_WARMUP_MINUTES (${warmupMinutes}) deve ser menor que SOAK_MINUTES (${minutes})`);

export const SOAK = {
  minutes,
  /** Memory, descriptors and connections settle (JIT, pools, caches) before anything is judged. */
  warmupMinutes,
  /** Latency windows: p99 of each kind per window; the first after warm-up is compared with the last. */
  windowMinutes: positiveFrom('SOAK_WINDOW_MINUTES', warmupMinutes),
  /** RSS, heap, descriptors and database connections are sampled this often. */
  sampleSeconds: positiveFrom('SOAK_SAMPLE_SECONDS', 10),
  /** SOAK_LOAD=0.25: a quarter of every rate below and of the live screens, for a smaller or busier machine. */
  loadScale: positiveFrom('SOAK_LOAD', 1),
};

/**
 * Requests per second of each kind, sent at a steady pace whatever the answers' speed (an open
 * loop: a slower server shows as latency, not as less load). About a busy evening of a few
 * restaurants, well below what one process serves, so the figures show drift, not saturation.
 */
export const SOAK_RATES = {
  /** Public menu reads (restaurant by slug, then its products), signed out. */
  menu: 20,
  /** GET /objects/<id>: a product image streamed from the local objects folder. */
  image: 20,
  /** Customers place orders (Idempotency-Key on each). */
  order: 5,
  /** Owners move those orders on (confirmed, then preparing): twice the orders' rate. */
  status: 10,
  /** A customer signs in (argon2) and out again. */
  login: 0.5,
};

/** Live screens held open at once; each lives a random while, then closes and another opens. */
export const SOAK_LIVE = {
  streams: 40,
  ownerShare: 0.4,
  minLifeSeconds: 5,
  maxLifeSeconds: 20,
};

/** Requests of one kind in flight at once beyond which the next is skipped (and counted). */
export const SOAK_MAX_IN_FLIGHT = 50;
/** Customers who place orders and hold "my orders" screens; the next ones sign in and out. */
export const SOAK_ORDER_CUSTOMERS = 30;
export const SOAK_LOGIN_CUSTOMERS = 20;
export const SOAK_IMAGES = 5;

export const SOAK_TARGETS = {
  /** Resident memory and V8 heap: growth per 10 minutes, by a least-squares line after warm-up. */
  memoryMbPer10Min: 5,
  /** Open file descriptors: flat, within this many per 10 minutes (streams open and close). */
  fdsPer10Min: 5,
  /** PostgreSQL connections of the database: flat, within one per 10 minutes. */
  connectionsPer10Min: 1,
  /** p99 of each kind: the last window at most this much above the first after warm-up. */
  p99Growth: 0.2,
};
