/** Something the clock pings: an open live stream. */
export interface Pingable {
  ping(): void;
}

/**
 * One timer for every open live stream of the process instead of one per stream: the streams are
 * spread over `slots` groups and each tick pings one group, so each stream is pinged once per
 * `intervalMs` and 5 000 streams never all write in the same instant.
 */
export class PingClock {
  private readonly groups: Set<Pingable>[];
  private nextGroup = 0;
  private tick = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly intervalMs: number,
    slots = 15,
  ) {
    this.groups = Array.from({ length: slots }, () => new Set<Pingable>());
  }

  /** Pings `stream` from now on, until `remove`. */
  add(stream: Pingable): void {
    const group = this.groups[this.nextGroup++ % this.groups.length] as Set<Pingable>;
    group.add(stream);
    if (!this.timer) {
      this.timer = setInterval(() => this.pingNextGroup(), this.intervalMs / this.groups.length);
      this.timer.unref();
    }
  }

  remove(stream: Pingable): void {
    for (const group of this.groups) if (group.delete(stream)) return;
  }

  /** Stops the timer (the app is closing). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private pingNextGroup(): void {
    const group = this.groups[this.tick++ % this.groups.length] as Set<Pingable>;
    for (const stream of group) stream.ping();
  }
}
