/**
 * How fast one chat socket may send (design: "rate limits guard ... sends"): a token bucket holding up to
 * `burst` sends, refilled at `perSecond` (WS_SENDS_PER_SECOND, WS_SEND_BURST: 20 and 30 by default). A person
 * chatting, even pasting a batch of pictures, stays well under it; the burst lets a client flush the sends
 * it queued while reconnecting; a script flooding a conversation is refused. One bucket per connection, so
 * it needs no shared state.
 */
export class SendRate {
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.refilledAt = now;
  }

  /** Takes one send from the bucket; false when the connection is over its rate. */
  take(now = Date.now()): boolean {
    if (now > this.refilledAt) {
      this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) * this.perSecond) / 1000);
      this.refilledAt = now;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
