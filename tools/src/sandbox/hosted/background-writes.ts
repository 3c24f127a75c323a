// Changes no request waits for (a queue item processed later, a redelivery) are written soon after, under the write
// lock as a request's are, so a burst of them goes out in one transaction.
export class BackgroundWrites {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  /**
   * @param commit Writes every change made so far in a transaction of its own.
   * @param failed Told why a write failed: no request waits to hear it.
   */
  constructor(
    private readonly commit: () => Promise<void>,
    private readonly failed: (error: Error) => void,
  ) {}

  /** A change was made that no request may commit: it is written soon, with whatever else changes meanwhile. */
  schedule(): void {
    if (this.stopped) return;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.commit().catch((error: unknown) => this.failed(error as Error));
    }, 50).unref();
  }

  /** No write is scheduled from now on; the closing process writes what is left itself. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
  }
}
