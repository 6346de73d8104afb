// Rendered responses (app.ts asks it before React Router renders) kept in memory, keyed by
// path + query, for as long as the catalogue's data version stays the same (one build per
// process). Each entry holds the body and its brotli and gzip forms, compressed once. Bounded
// by bytes, least recently used first out.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";

export type CachedResponse = {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** The CSP of an HTML page, allowing its inline scripts by their hashes (built once, not per hit). */
  policy: string | null;
  bytes: number;
};

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const MIN_COMPRESS_BYTES = 512;

export async function compressedForms(body: Buffer, type: string): Promise<{ br: Buffer | null; gzip: Buffer | null }> {
  if (
    body.length < MIN_COMPRESS_BYTES ||
    !/^(text\/|application\/(json|javascript|xml|x-ndjson)|image\/svg)/.test(type)
  )
    return { br: null, gzip: null };
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 6 }),
  ]);
  return { br, gzip: gzipped };
}

export class RenderedCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private version = "";
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {
    // One huge response must not flush the cache: an entry above an eighth of the budget is not kept.
    this.entries = new LRUCache({
      maxSize: Math.max(1, maxBytes),
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
    });
  }

  /** Forget everything when the data version changes (a new import). */
  private sync(version: string): void {
    if (version === this.version) return;
    this.entries.clear();
    this.version = version;
  }

  get(key: string, version: string): CachedResponse | undefined {
    this.sync(version);
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry;
  }

  set(key: string, version: string, entry: CachedResponse): void {
    this.sync(version);
    if (this.maxBytes <= 0) return;
    this.entries.set(key, entry);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
