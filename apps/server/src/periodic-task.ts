/**
 * A job a process runs every `intervalMs` (the daily backup, the scheduled orders' reminders).
 * Ticks of one process run one after another; a timer tick that finds one still running (a slow
 * backup or push service) is skipped rather than queued behind. Tests call `tick()` after moving
 * the clock instead of waiting for the timer.
 */
export abstract class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;
  private last: Promise<void> = Promise.resolve();
  private busy = false;
  private stopped = false;

  protected constructor(private readonly intervalMs: number) {}

  /** One run of the job; it logs its own failures rather than throwing. */
  protected abstract run(): Promise<void>;

  start(): void {
    if (this.stopped || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.busy) void this.tick();
    }, this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  /** One run, after any under way. */
  tick(): Promise<void> {
    const next = this.last.then(() => (this.stopped ? undefined : this.runMarkedBusy()));
    this.last = next;
    return next;
  }

  /** No new tick; waits for the one under way (at shutdown, before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.last;
  }

  private async runMarkedBusy(): Promise<void> {
    this.busy = true;
    try {
      await this.run();
    } finally {
      this.busy = false;
    }
  }
}
