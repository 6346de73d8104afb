import { describe, expect, it } from "vitest";
import { createPreloadQueue } from "./preload-queue";

describe("preload queue", () => {
  it("runs at most the limit at once, queues the rest, and runs each path once", async () => {
    let running = 0;
    let peak = 0;
    const finishers: Array<() => void> = [];
    const calls: string[] = [];
    const q = createPreloadQueue(async (path) => {
      calls.push(path);
      running++;
      peak = Math.max(peak, running);
      await new Promise<void>((r) => finishers.push(r));
      running--;
    }, 5);
    const all = Promise.all(Array.from({ length: 8 }, (_, i) => q.preload(`/p${i}`)).concat(q.preload("/p0")));
    await Promise.resolve();
    await Promise.resolve();
    expect(q.inFlight()).toBe(5);
    expect(q.queued()).toBe(3);
    while (finishers.length || calls.length < 8) {
      finishers.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await all;
    expect(peak).toBe(5);
    expect(calls).toHaveLength(8);
    expect(q.inFlight()).toBe(0);
  });
});
