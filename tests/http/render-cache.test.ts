// Rendered pages are kept in memory until the data version changes: the second request is
// a hit, compressed, with a CSP made of the page's script hashes (a cached page cannot
// reuse the nonce it was rendered with); private or failed responses are never kept.
import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { get } from "../support/http";

const INLINE = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

describe("the rendered-page cache", () => {
  it("serves the second request of a page from memory, with hashes instead of the nonce", async () => {
    const path = `/en/lib?q=ryzen&sort=cores&cache=${Date.now()}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-render-cache")).toBeNull();
    const firstHtml = await first.text();
    const second = await get(path);
    expect(second.headers.get("x-render-cache")).toBe("hit");
    const html = await second.text();
    expect(html).toBe(firstHtml);
    const scriptSrc =
      (second.headers.get("content-security-policy") ?? "").split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("nonce-");
    for (const m of html.matchAll(INLINE)) {
      if (/application\/(ld\+)?json/.test(m[1] ?? "")) continue;
      expect(scriptSrc).toContain(
        `'sha256-${createHash("sha256")
          .update(m[2] ?? "", "utf8")
          .digest("base64")}'`,
      );
    }
  });

  it("compresses rendered pages for clients that accept it", async () => {
    const path = `/en/lib?q=intel&cache=${Date.now()}`;
    await get(path);
    const raw = await get(path, { "Accept-Encoding": "br" });
    expect(raw.headers.get("content-encoding")).toBe("br");
    expect(raw.headers.get("vary")).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await raw.arrayBuffer());
    // fetch decodes br itself; either way the page is intact.
    const text = body.toString("utf8").includes("</html>")
      ? body.toString("utf8")
      : brotliDecompressSync(body).toString("utf8");
    expect(text).toContain("</html>");
  });

  it("never keeps a 404", async () => {
    const path = `/en/cpu/intel/no-such-cpu-${Date.now()}`;
    expect((await get(path)).status).toBe(404);
    const again = await get(path);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-render-cache")).toBeNull();
  });
});

describe("a burst of requests for a page not yet rendered", () => {
  it("renders it once: the others wait and are answered from the cache", async () => {
    const path = `/en/lib?q=core&burst=${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(path)));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((r) => r.headers.get("x-render-cache") !== "hit")).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("still answers every request when the page is not kept (a 404)", async () => {
    const path = `/en/cpu/amd/no-such-cpu-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(path)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(404));
  });
});
