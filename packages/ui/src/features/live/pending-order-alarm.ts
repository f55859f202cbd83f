/** How often the alert sounds again while any order is still pending. */
export const ALARM_REPEAT_MS = 30_000;
/** How often the insistent alert sounds while an order has waited longer than the restaurant's limit. */
export const OVERDUE_REPEAT_MS = 10_000;

/** 'chime': a new or pending order; 'urgent': an order pending for too long (alert-sound.ts). */
export type AlarmSound = 'chime' | 'urgent';

const MINUTE_MS = 60_000;

/**
 * When the order alert plays: the chime at once when an order arrives, then every 30 s while any
 * order is still pending (until the owner confirms it), never while muted. Once the oldest
 * pending order has waited the restaurant's limit (pendingAlertMinutes), the alert escalates: the
 * insistent sound at once, then every 10 s, until no order is pending that long or it is muted.
 * Pure timing logic: `play` makes the sound.
 */
export class PendingOrderAlarm {
  private pendingCount = 0;
  /** When the oldest pending order was placed (ms), when known. */
  private oldestPlacedAt: number | null = null;
  private overdueAfterMs: number | null = null;
  private muted: boolean;
  private repeating: AlarmSound | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private overdueTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly play: (sound: AlarmSound) => void,
    options: { muted?: boolean } = {},
  ) {
    this.muted = options.muted ?? false;
  }

  /** A new order arrived: sound now, and again from now on while orders are pending. */
  newOrder(): void {
    this.pendingCount = Math.max(this.pendingCount, 1);
    if (this.muted) return;
    this.play('chime');
    this.stopRepeating();
    this.update();
  }

  /** The number of pending orders, as the orders list now shows (without their times: no escalation). */
  setPendingCount(count: number): void {
    this.pendingCount = count;
    this.oldestPlacedAt = null;
    this.update();
  }

  /** When each pending order was placed (ms since the epoch). */
  setPendingOrders(placedAt: readonly number[]): void {
    this.pendingCount = placedAt.length;
    this.oldestPlacedAt = placedAt.length > 0 ? Math.min(...placedAt) : null;
    this.update();
  }

  /** The restaurant's limit: an order pending this many minutes escalates the alert. */
  setOverdueAfterMinutes(minutes: number): void {
    this.overdueAfterMs = minutes * MINUTE_MS;
    this.update();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.update();
  }

  /** Whether an order has been pending longer than the limit. */
  get overdue(): boolean {
    return this.pendingCount > 0 && this.msUntilOverdue() === 0;
  }

  dispose(): void {
    this.stopRepeating();
    this.clearOverdueTimer();
  }

  /** 0 once overdue; null when it cannot become overdue (no times or no limit). */
  private msUntilOverdue(): number | null {
    if (this.oldestPlacedAt === null || this.overdueAfterMs === null) return null;
    return Math.max(0, this.oldestPlacedAt + this.overdueAfterMs - Date.now());
  }

  /**
   * Starts, switches or stops the repetition. `crossedLimit`: an order has just passed the limit
   * while the page was open, so the insistent sound plays at once (orders already late when the
   * page opened wait for the first repeat, like the chime does).
   */
  private update(crossedLimit = false): void {
    this.clearOverdueTimer();
    const wanted: AlarmSound | null = this.muted || this.pendingCount === 0 ? null : this.overdue ? 'urgent' : 'chime';
    if (wanted !== this.repeating) {
      this.stopRepeating();
      if (wanted === 'urgent' && crossedLimit) this.play('urgent');
      if (wanted) this.timer = setInterval(() => this.play(wanted), wanted === 'urgent' ? OVERDUE_REPEAT_MS : ALARM_REPEAT_MS);
      this.repeating = wanted;
    }
    const wait = this.msUntilOverdue();
    if (this.pendingCount > 0 && wait !== null && wait > 0) this.overdueTimer = setTimeout(() => this.update(true), wait);
  }

  private stopRepeating(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.repeating = null;
  }

  private clearOverdueTimer(): void {
    if (this.overdueTimer) clearTimeout(this.overdueTimer);
    this.overdueTimer = null;
  }
}
