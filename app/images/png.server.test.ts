import { describe, expect, it } from "vitest";
import { busyOrThrow } from "./image-response.server";
import { PNG_RENDERS_AT_ONCE, PNG_RENDERS_WAITING, RendererBusyError, svgToPng } from "./png.server";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>`;
const ADMITTED = PNG_RENDERS_AT_ONCE + PNG_RENDERS_WAITING;

describe("svgToPng under a burst", () => {
  it("draws as many as may run or wait, refuses the rest, and draws again once they are done", async () => {
    const results = await Promise.allSettled(Array.from({ length: ADMITTED + 5 }, () => svgToPng(SVG, 40, 20)));
    const drawn = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(drawn).toHaveLength(ADMITTED);
    for (const r of drawn) expect(r.value).toMatchObject({ width: 40, height: 20 });
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toBeInstanceOf(RendererBusyError);
    expect((await svgToPng(SVG, 40, 20)).png.subarray(1, 4).toString()).toBe("PNG");
  });

  it("is answered 503 with Retry-After, as plain text; other failures propagate", async () => {
    const other = new Error("not a busy renderer");
    expect(() => busyOrThrow(other)).toThrow(other);
    const res = busyOrThrow(new RendererBusyError());
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toMatch(/^Service Unavailable: too many pictures/);
  });
});
