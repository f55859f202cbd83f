import type { EncodedAnswer } from './encoded-answer';

/** What a builder hands the cache: the answer and what it rests on. */
export interface BuiltAnswer {
  answer: EncodedAnswer;
  /** Every restaurant whose data the answer shows: an edit of any of them drops it. */
  restaurantIds: string[];
  /** App-clock instant the answer was computed at. */
  builtAt: number;
  /** App-clock instant from which it is wrong (an open state's boundary); Infinity when never by itself. */
  expiresAt: number;
}

/** Memory the cache may hold (answers with their br and gzip copies); the least recently used go first. */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024;
/** Spellings of one read's URL remembered (the web app's, a shared link's): enough for real clients, bounded for the rest. */
const MAX_URLS_PER_ANSWER = 4;

/**
 * The public answers of this process (restaurant by slug, menus, their tRPC forms and the menu
 * page's HTML), by request key. Correct across processes because every edit of a restaurant's
 * data reaches every process (`invalidate`, from PostgreSQL NOTIFY), and nothing is kept while
 * that ear is deaf (`usable` false: the listener is reconnecting and may miss edits).
 */
export class MenuCache {
  private readonly entries = new Map<string, BuiltAnswer>();
  private readonly keysByRestaurant = new Map<string, Set<string>>();
  private readonly building = new Map<string, Promise<BuiltAnswer>>();
  /** Request URLs answered from a kept answer, and back (rememberUrl). */
  private readonly keyByUrl = new Map<string, string>();
  private readonly urlsByKey = new Map<string, string[]>();
  /** Bumped by every invalidation: a build that saw an older value may hold data from before it. */
  private generation = 0;
  private bytes = 0;

  constructor(
    /** Whether edits are being heard now; when not, answers are built for each request and not kept. */
    private readonly usable: () => boolean,
    private readonly budgetBytes = DEFAULT_BUDGET_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer for `key` if it is still right at `at` (the app clock). */
  peek(key: string, at: number): BuiltAnswer | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    if (at < kept.builtAt || at >= kept.expiresAt) {
      this.remove(key);
      return undefined;
    }
    // Least recently used last out: re-inserting moves it to the end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept;
  }

  /**
   * The kept answer for `key` if it is still right at `at` (the app clock), else a fresh one from
   * `build`. Simultaneous misses of one key share one build.
   */
  async answer(key: string, at: number, build: () => Promise<BuiltAnswer>): Promise<BuiltAnswer> {
    const kept = this.peek(key, at);
    if (kept) return kept;
    if (!this.usable()) return build();
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = build().then((built) => {
      // Data read before an edit was heard is served to this request but never kept.
      if (generation === this.generation && this.usable()) this.keep(key, built);
      return built;
    });
    this.building.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.building.get(key) === promise) this.building.delete(key);
    }
  }

  /**
   * Notes that a request for `url` (exactly as sent) asked for the kept answer `key`, so that the
   * same URL can be answered before any routing or parsing (`answerForUrl`). A few spellings per
   * answer at most; they go with it.
   */
  rememberUrl(url: string, key: string): void {
    if (!this.entries.has(key) || this.keyByUrl.has(url)) return;
    const urls = this.urlsByKey.get(key) ?? [];
    if (urls.length >= MAX_URLS_PER_ANSWER) return;
    urls.push(url);
    this.urlsByKey.set(key, urls);
    this.keyByUrl.set(url, key);
  }

  /** The kept answer a request for `url` got before, if it is still right at `at`. */
  answerForUrl(url: string, at: number): BuiltAnswer | undefined {
    const key = this.keyByUrl.get(url);
    return key === undefined ? undefined : this.peek(key, at);
  }

  /** Drops every answer that shows `restaurantId`. */
  invalidate(restaurantId: string): void {
    this.generation += 1;
    this.building.clear();
    for (const key of this.keysByRestaurant.get(restaurantId) ?? []) this.remove(key);
    this.keysByRestaurant.delete(restaurantId);
  }

  /** Drops everything (after the listener reconnects: edits may have been missed meanwhile). */
  clear(): void {
    this.generation += 1;
    this.building.clear();
    this.entries.clear();
    this.keysByRestaurant.clear();
    this.keyByUrl.clear();
    this.urlsByKey.clear();
    this.bytes = 0;
  }

  private keep(key: string, built: BuiltAnswer): void {
    if (built.answer.size > this.budgetBytes / 4) return;
    this.remove(key);
    this.entries.set(key, built);
    this.bytes += built.answer.size;
    for (const id of built.restaurantIds) {
      let keys = this.keysByRestaurant.get(id);
      if (!keys) this.keysByRestaurant.set(id, (keys = new Set()));
      keys.add(key);
    }
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.answer.size;
    for (const url of this.urlsByKey.get(key) ?? []) this.keyByUrl.delete(url);
    this.urlsByKey.delete(key);
    for (const id of entry.restaurantIds) {
      const keys = this.keysByRestaurant.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByRestaurant.delete(id);
    }
  }
}
