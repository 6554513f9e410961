// Keeps a replaced OneMap client open while anyone still uses it, and closes it when the last one is done.
// Replacing the client (new address, proxy, timeouts; sign-out) must neither break a batch conversion that is
// half way through its requests on the old one nor leave the old connection pool open for ever.

export interface Closeable {
  close(): Promise<void>;
}

export class LeasedResource<T extends Closeable> {
  private users = 0;
  private retired = false;
  private closing: Promise<void> | undefined;

  constructor(readonly value: T) {}

  /** Runs `use` with the resource; the resource stays open until `use` settles, even if retired meanwhile. */
  async use<R>(use: (value: T) => Promise<R>): Promise<R> {
    if (this.retired) throw new Error('LeasedResource: used after it was retired');
    this.users += 1;
    try {
      return await use(this.value);
    } finally {
      this.users -= 1;
      this.closeIfUnused();
    }
  }

  /** No new users; closes now if nobody uses it, else when the last user is done. */
  retire(): Promise<void> {
    this.retired = true;
    this.closeIfUnused();
    return this.closing ?? Promise.resolve();
  }

  get isRetired(): boolean {
    return this.retired;
  }

  get isClosed(): boolean {
    return this.closing !== undefined;
  }

  private closeIfUnused(): void {
    if (!this.retired || this.users > 0 || this.closing) return;
    // A pool that fails to close has nothing left for anyone to wait on: its sockets go with the process.
    this.closing = this.value.close().catch(() => undefined);
  }
}
