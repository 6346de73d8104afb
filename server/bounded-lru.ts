// A Map bounded by the bytes (and optionally the number) of its values, least recently used
// first out. Shared by the server's three memories: client-build files (static-files.ts),
// rendered pages (rendered-cache.ts) and whole answers (response-memo.ts).
export type LruLimits = { maxBytes: number; maxEntries?: number };

export class BoundedLru<V> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(
    private readonly limits: LruLimits,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps the value (replacing one under the same key), then forgets the least recently used beyond the limits. */
  set(key: string, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += this.sizeOf(value);
    const maxEntries = this.limits.maxEntries ?? Number.POSITIVE_INFINITY;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= this.sizeOf(old);
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(old);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
