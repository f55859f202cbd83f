/** How often the alert sounds again while any order is still pending. */
export const ALARM_REPEAT_MS = 30_000;

/**
 * When the new-order sound plays: at once when an order arrives, then every 30 s while any order
 * is still pending (until the owner confirms it), never while muted. Pure timing logic: `play`
 * makes the sound.
 */
export class PendingOrderAlarm {
  private pendingCount = 0;
  private muted: boolean;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly play: () => void,
    options: { muted?: boolean } = {},
  ) {
    this.muted = options.muted ?? false;
  }

  /** A new order arrived: sound now, and again every 30 s from now while orders are pending. */
  newOrder(): void {
    this.pendingCount = Math.max(this.pendingCount, 1);
    if (this.muted) return;
    this.play();
    this.stopRepeating();
    this.update();
  }

  /** The number of pending orders, as the orders list now shows. */
  setPendingCount(count: number): void {
    this.pendingCount = count;
    this.update();
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    this.update();
  }

  dispose(): void {
    this.stopRepeating();
  }

  private update(): void {
    const shouldRepeat = !this.muted && this.pendingCount > 0;
    if (shouldRepeat && !this.timer) this.timer = setInterval(() => this.play(), ALARM_REPEAT_MS);
    if (!shouldRepeat) this.stopRepeating();
  }

  private stopRepeating(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
