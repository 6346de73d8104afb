import { describe, expect, inject, it } from "vitest";
import { get, isRendered } from "../support/http";
import { rawRequest } from "../support/raw-http";

const port = () => Number(new URL(inject("baseUrl")).port);
const raw = (target: string, headers = "Host: localhost\r\n", method = "GET") =>
  rawRequest(port(), `${method} ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);

describe("build version files", () => {
  it("serves latest.json and the meta file it names", async () => {
    const res = await get(`/_app/builds/latest.json?t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const latest = (await res.json()) as { id: string; timestamp: number };
    expect(typeof latest.id).toBe("string");
    expect(latest.timestamp).toBeGreaterThan(1_700_000_000_000);
    const meta = (await (await get(`/_app/builds/meta/${latest.id}.json`)).json()) as Record<string, unknown>;
    expect(meta.id).toBe(latest.id);
    // The specification's three parts: the rules as declared, the prerendered paths, and the matcher (regular expressions) the browser applies.
    expect(Object.keys(meta).sort()).toEqual(["id", "matcher", "prerendered", "routeRules", "timestamp"]);
    expect(meta.routeRules).toContainEqual({
      pattern: "/cpu/amd/:id/amd",
      redirect: { to: "https://www.amd.com/en/search/site-search.html#q=:id", status: 302 },
    });
    expect(meta.prerendered).toContain("/en/cpu/amd/ryzen-7-7800x3d");
    expect(meta.matcher).toContainEqual({
      redirect: { to: "https://www.amd.com/en/search/site-search.html#q=:id", status: 302 },
      source: "^(?:\\/cpu\\/amd\\/([^\\/]+)\\/amd)$",
      flags: "",
      keys: ["id"],
    });
  });

  it("injects the runtime config with the build id", async () => {
    const latest = (await (await get("/_app/builds/latest.json")).json()) as { id: string };
    const html = await (await get("/en")).text();
    expect(html).toContain(`"buildId":"${latest.id}"`);
    expect(html).toContain('"assetBaseUrl":"/"');
  });
});

describe("payloads", () => {
  it.each([
    "/_payload.json",
    "/en/_payload.json",
    "/lib/_payload.json",
    "/cpu/amd/ryzen-7-7800x3d/_payload.json",
    "/en/cpu/intel/core-i9-14900k/_payload.json",
  ])("%s is the page's data as JSON, with an optional ?v=", async (path) => {
    for (const q of ["", "?v=abc123"]) {
      const res = await get(`${path}${q}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toBeTypeOf("object");
    }
  });

  it("the detail payload carries the processor", async () => {
    const body = (await (await get("/cpu/amd/ryzen-7-7800x3d/_payload.json")).json()) as {
      cpu: { name: string; cores: number };
    };
    expect(body.cpu.name).toBe("Ryzen 7 7800X3D");
    expect(body.cpu.cores).toBe(8);
  });
});

describe("static files", () => {
  it("serves hashed assets immutable, precompressed, with ETag revalidation", async () => {
    const html = await (await get("/en")).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const br = await get(asset!, { "Accept-Encoding": "br, gzip" });
    expect(br.status).toBe(200);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding")).toBe("br");
    const etag = br.headers.get("etag")!;
    // The client revalidates with the encodings it fetched with (nginx's ETags are per twin;
    // ours are weak, one per representation).
    expect((await get(asset!, { "If-None-Match": etag, "Accept-Encoding": "br, gzip" })).status).toBe(304);
    const gz = await get(asset!, { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves prerendered pages with a short max-age and an ETag", async () => {
    const res = await get("/en/cpu/amd/ryzen-7-7800x3d");
    expect(res.headers.get("cache-control")).toMatch(/max-age=60/);
    expect(res.headers.get("etag")).toBeTruthy();
  });

  it("renders a page with a query instead of serving the prerendered page without it", async () => {
    expect(await isRendered("/en/lib")).toBe(false);
    const searched = await get("/en/lib?q=7800x3d");
    expect(searched.status).toBe(200);
    expect(await isRendered("/en/lib?q=7800x3d")).toBe(true);
    expect(await searched.text()).toContain("Ryzen 7 7800X3D");
    // A cache-busting ?v= on a payload still gets the prerendered file.
    expect(await isRendered("/en/lib/_payload.json?v=abc")).toBe(false);
  });

  it("404s unknown assets, and a trailing slash of a path is one 301 to the path without it", async () => {
    expect((await get("/assets/nope.js")).status).toBe(404);
    for (const [path, location] of [
      ["/assets/", "/assets"],
      ["/api/cpus//", "/api/cpus"],
      ["/ladder.svg/", "/ladder.svg"],
      ["/en/", "/en"],
      ["/en/lib//?q=x", "/en/lib?q=x"],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
  });
});

describe("guard", () => {
  it("answers 405 with Allow for other methods", async () => {
    for (const method of ["POST", "PUT", "TRACE", "DELETE"]) {
      const res = await raw("/", "Host: localhost\r\nContent-Length: 0\r\n", method);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
      expect(res.body.trim()).toBe("Method Not Allowed");
    }
  });

  it("answers 400 for a bad Host and malformed paths", async () => {
    expect((await raw("/", "Host: evil.example/../x\r\n")).status).toBe(400);
    expect((await raw("/", "")).status).toBe(400);
    for (const target of [
      "/%",
      "/%ZZ",
      "/%E0%A4%A",
      "/%C0%AF",
      "/%00",
      "/..%2f..%2fetc/passwd",
      "/assets/%2e%2e/%2e%2e/package.json",
      "//",
      "//evil.example/..",
    ]) {
      const res = await raw(target);
      expect(res.status, target).toBe(400);
      expect(res.body).not.toMatch(/at \w+ \(|node_modules|\/work\//);
    }
  });

  it("answers 414 and 431", async () => {
    expect((await raw(`/?q=${"a".repeat(12 * 1024)}`)).status).toBe(414);
    expect((await raw("/", `Host: localhost\r\nCookie: ${"a=b; ".repeat(8000)}\r\n`)).status).toBe(431);
  });

  it("answers HEAD without a body", async () => {
    const res = await raw("/en", "Host: localhost\r\n", "HEAD");
    expect(res.status).toBe(200);
    expect(res.body).toBe("");
  });
});

describe("probes and headers", () => {
  it("has /healthz and /readyz", async () => {
    expect((await get("/healthz")).status).toBe(200);
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.text()).toMatch(/^ready [0-9a-f]{16}/);
  });

  it("sends the baseline security headers on every response", async () => {
    for (const path of ["/", "/en/lib", "/nope", "/_payload.json", "/healthz"]) {
      const res = await get(path, { "Accept-Language": "zh" });
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});
