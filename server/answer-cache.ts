// The one answer cache: answers kept whole (status, headers and body in each encoding, see
// answer.ts) by path and query, for files of the build and shareable rendered responses alike,
// until the catalogue's data version changes. Bounded by bytes (ANSWER_CACHE_MB), least
// recently used first out; one huge answer (over an eighth of the budget) is never kept.
//
// The stage sits after the guard and the locale redirect, which look at every request, and
// before the route rules, the files and the render, whose answer for a path and query stays the
// same while the data does: the locale is not part of the key because an unprefixed path whose
// visitor wants English was redirected before, and the encoding is chosen when the answer is sent.
import { LRUCache } from "lru-cache";
import { RETRY_AFTER_SECONDS } from "#common/http";
import { sendAnswer, type Answer } from "./answer";
import { noteCache } from "./cache-outcome";
import type { Exchange, Stage } from "./pipeline";

export class AnswerCache {
  private readonly entries: LRUCache<string, Answer>;
  private version = "";

  constructor(readonly maxBytes: number) {
    this.entries = new LRUCache({
      maxSize: Math.max(1, maxBytes),
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (answer) => answer.bytes,
    });
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(key: string, version: string): Answer | undefined {
    this.sync(version);
    return this.entries.get(key);
  }

  set(key: string, version: string, answer: Answer): void {
    this.sync(version);
    if (this.enabled) this.entries.set(key, answer);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Everything is forgotten when the data version changes (a new import). */
  private sync(version: string): void {
    if (version === this.version) return;
    this.entries.clear();
    this.version = version;
  }
}

/** What the answer to a request depends on, besides the data version. */
export const answerKey = (x: Exchange) => x.pathname + x.search;

/** Answers from the cache when it holds this request's answer for the live data version. */
export function answerFromCache(cache: AnswerCache, x: Exchange): boolean {
  const version = x.catalogue?.dataVersion;
  const answer = version ? cache.get(answerKey(x), version) : undefined;
  if (!answer) return false;
  noteCache(x.res, "hit");
  sendAnswer(x, answer);
  return true;
}

export function answerCacheStage(cache: AnswerCache): Stage {
  return (x, next) => {
    x.catalogue = x.api.catalogueState();
    // Data pages answer 503 while the catalogue is unavailable; every answer then says when to retry.
    if (!x.catalogue.available) x.pathHeaders.push(["Retry-After", String(RETRY_AFTER_SECONDS)]);
    if (!answerFromCache(cache, x)) next(x);
  };
}
