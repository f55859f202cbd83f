import { GUEST_HOLDER_PREFIX, type LiveStreamHolder } from '@direto/api';

/**
 * The holders of newly registered streams, checked together: a burst of streams opening (every
 * screen reconnecting after a restart) costs a query per batch, not one per stream.
 * The first holder is checked at once; those registered while a check runs wait for it to end.
 * Checking a little later is as safe: a session or restaurant found gone stays gone.
 */
export class HolderRecheck {
  private sessionIds = new Set<string>();
  private restaurantIds = new Set<string>();
  private running = false;
  private closed = false;

  constructor(private readonly check: (holders: { sessionIds: string[]; restaurantIds: string[] }) => Promise<void>) {}

  add(holder: LiveStreamHolder): void {
    if (this.closed) return;
    // A guest's tracking link is no session: nothing to end it but the order's own deletion.
    if (holder.sessionId.startsWith(GUEST_HOLDER_PREFIX)) return;
    this.sessionIds.add(holder.sessionId);
    if (holder.restaurantId) this.restaurantIds.add(holder.restaurantId);
    if (!this.running) void this.run();
  }

  close(): void {
    this.closed = true;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (!this.closed && this.sessionIds.size > 0) {
        const holders = { sessionIds: [...this.sessionIds], restaurantIds: [...this.restaurantIds] };
        this.sessionIds = new Set();
        this.restaurantIds = new Set();
        await this.check(holders);
      }
    } finally {
      this.running = false;
    }
  }
}
