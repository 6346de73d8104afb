import { GEEKBENCH6_SNAPSHOT_DATE } from "../../db/geekbench6-snapshot";
import { valueAtLaunchPrice } from "../../app/catalog/value";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get } from "../support/http";
import { apiList, type ApiItem, type ApiList, type FacetCount } from "../support/library";
import { startServer, type RunningServer } from "../support/start-server";

describe("GET /api/cpus", () => {
  it("answers {total, page, pageSize, items, facets} with cache headers", async () => {
    const res = await get("/api/cpus");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get("etag")).toMatch(/^W\/"[0-9a-f]{16}-[^"]+"$/);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["total", "page", "pageSize", "items", "facets"]);
    expect(body.total).toBeGreaterThan(500);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(body.items).toHaveLength(25);
  });

  it("answers 304 to a matching If-None-Match, weak or in a list", async () => {
    const etag = (await get("/api/cpus?vendor=amd")).headers.get("etag") ?? "";
    // Our tags are weak; the strong form of the same tag matches too (weak comparison).
    for (const header of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`]) {
      const res = await get("/api/cpus?vendor=amd", { "If-None-Match": header });
      expect(res.status, header).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(await res.text()).toBe("");
    }
    expect((await get("/api/cpus?vendor=amd", { "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("filters by status: the OEM parts (status=oem) and nothing else", async () => {
    const oem = await apiList("?status=oem&pageSize=100");
    expect(oem.total).toBeGreaterThan(0);
    expect(oem.items.map((c) => c.status)).toEqual(oem.items.map(() => "oem"));
    expect(oem.items.map((c) => c.name)).toContain("Xeon E5-2696 v3");
    expect((await get("/api/cpus?status=retail")).status).toBe(400);
  });

  it("names each bad parameter in a 400", async () => {
    const res = await get(
      "/api/cpus?page=0&pageSize=10000&vendor=arm&foo=1&coresMin=x&socket=LGA9999&sort=speed&igpu=maybe",
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { error: string; parameters: Array<{ param: string; reason: string }> };
    expect(body.error).toBe("invalid parameters");
    expect(body.parameters.map((p) => p.param)).toEqual([
      "page",
      "pageSize",
      "vendor",
      "foo",
      "coresMin",
      "socket",
      "sort",
      "igpu",
    ]);
    expect(JSON.stringify(body)).not.toMatch(/at |node_modules|ZodError/);
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
    ["page=1000001", "page"],
    ["pageSize=10000", "pageSize"],
    ["pageSize=10", "pageSize"],
    ["yearMin=2020&yearMax=2019", "yearMax"],
    [`q=${"x".repeat(101)}`, "q"],
    ["q=a&q=b", "q"],
    ["dir=up", "dir"],
    ["priceMax=cheap", "priceMax"],
    ["priceMin=-5", "priceMin"],
    ["priceMin=500&priceMax=400", "priceMax"],
    ["pcieLanesMin=many", "pcieLanesMin"],
    ["pcieLanesMax=513", "pcieLanesMax"],
    ["pcieLanesMin=2.5", "pcieLanesMin"],
  ])("?%s is a 400 naming %s", async (query, param) => {
    const res = await get(`/api/cpus?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { parameters: Array<{ param: string }> }).parameters.map((p) => p.param)).toContain(
      param,
    );
  });

  it("filters on launch price (USD, inclusive); a processor without one never matches", async () => {
    const { total } = await apiList("");
    const cheap = await apiList("?priceMax=450&pageSize=100&sort=price");
    const dear = await apiList("?priceMin=450.01&pageSize=100");
    expect(cheap.total).toBeGreaterThan(100);
    expect(cheap.total + dear.total).toBeLessThan(total); // the rest have no launch price
    for (const c of cheap.items) expect(c.launchPriceUsd).toBeLessThanOrEqual(450);
    for (const c of dear.items) expect(c.launchPriceUsd).toBeGreaterThan(450);
    expect(cheap.items[0]?.launchPriceUsd).toBe(450); // largest first, the bound included
    // Facets count with every other filter: the price range stays the whole catalogue's.
    expect(cheap.facets.price).toEqual((await apiList("")).facets.price);
  });

  it("sorts by value at launch price, best first; those without one (no figure or price, discontinued, launched long before the figures) last", async () => {
    const { items } = await apiList("?sort=value&segment=desktop&pageSize=100");
    const values = items.map((c) =>
      valueAtLaunchPrice({ ...c, geekbench6Multi: c.scores.geekbench6Multi }, GEEKBENCH6_SNAPSHOT_DATE),
    );
    const valued = values.filter((v): v is number => v !== null);
    expect(valued.length).toBeGreaterThan(20);
    expect(values.slice(0, valued.length)).toEqual([...valued].sort((a, b) => b - a));
    expect(values.slice(valued.length).every((v) => v === null)).toBe(true);
  });

  it("pages: sizes 25/50/100, a page past the end is empty, pages do not overlap", async () => {
    for (const size of [25, 50, 100]) expect((await apiList(`?pageSize=${size}`)).items).toHaveLength(size);
    const { total } = await apiList("");
    const last = Math.ceil(total / 100);
    const lastPage = await apiList(`?pageSize=100&page=${last}`);
    expect(lastPage.items).toHaveLength(total - (last - 1) * 100);
    const past = await apiList(`?pageSize=100&page=${last + 1}`);
    expect(past).toMatchObject({ total, page: last + 1, items: [] });
    const [one, two] = await Promise.all([apiList("?sort=cores"), apiList("?sort=cores&page=2")]);
    const ids = new Set(one.items.map((c) => c.id));
    expect(two.items.some((c) => ids.has(c.id))).toBe(false);
  });

  const FILTERS: Array<[string, (c: ApiItem) => boolean]> = [
    ["vendor=amd", (c) => c.vendor === "amd"],
    ["vendor=amd&vendor=intel", (c) => c.vendor === "amd" || c.vendor === "intel"],
    ["segment=server", (c) => c.segment === "server"],
    ["family=EPYC", (c) => c.family === "EPYC"],
    ["series=Core%2014th%20Gen", (c) => c.series === "Core 14th Gen"],
    ["socket=AM5", (c) => c.socket === "AM5"],
    ["socket=lga1700", (c) => c.socket === "LGA1700"],
    ["codename=Raptor%20Lake", (c) => c.codename === "Raptor Lake"],
    ["uarch=Zen%204", (c) => c.microarchitecture === "Zen 4"],
    ["memory=DDR5", (c) => c.memoryTypes.includes("DDR5")],
    ["memory=LPDDR5x", (c) => c.memoryTypes.includes("LPDDR5x")],
    ["pcie=5.0", (c) => c.pcieVersion === "5.0"],
    ["yearMin=2022&yearMax=2023", (c) => /^202[23]/.test(c.launchDate ?? "")],
    ["coresMin=16&coresMax=24", (c) => c.cores >= 16 && c.cores <= 24],
    ["threadsMin=64", (c) => c.threads >= 64],
    ["tdpMax=35", (c) => (c.tdpW ?? Infinity) <= 35],
    ["boostMin=5.5", (c) => (c.boostClockMhz ?? 0) >= 5500],
    ["pcieLanesMin=64", (c) => (c.pcieLanes ?? 0) >= 64],
    [
      "pcieLanesMin=20&pcieLanesMax=24&segment=desktop",
      (c) => c.pcieLanes !== null && c.pcieLanes >= 20 && c.pcieLanes <= 24,
    ],
    ["igpu=yes", (c) => c.gpuName !== null],
    ["igpu=no", (c) => c.gpuName === null],
    ["unlocked=yes", (c) => c.unlocked === true],
    ["unlocked=no&vendor=intel&segment=desktop", (c) => c.unlocked === false && c.vendor === "intel"],
  ];
  it.each(FILTERS)("filters by %s", async (query, holds) => {
    const all = await apiList(`?${query}&pageSize=100`);
    expect(all.total).toBeGreaterThan(0);
    for (const item of all.items) expect(holds(item), item.id).toBe(true);
    const everything = await apiList("?pageSize=100");
    expect(all.total).toBeLessThanOrEqual(everything.total);
  });

  it("counts each facet with the other filters only", async () => {
    const none = await apiList("");
    const amd = await apiList("?vendor=amd");
    expect(amd.facets.vendor).toEqual(none.facets.vendor);
    const vendorCount = (list: ApiList["facets"][string], v: string) =>
      (list as FacetCount[]).find((f) => f.value === v)?.count;
    expect(vendorCount(none.facets.vendor!, "amd")).toBe(amd.total);
    const amdDesktop = await apiList("?vendor=amd&segment=desktop");
    expect(vendorCount(amdDesktop.facets.segment!, "desktop")).toBe(amdDesktop.total);
    expect((amdDesktop.facets.vendor as FacetCount[]).find((f) => f.value === "intel")?.count).toBe(
      (await apiList("?vendor=intel&segment=desktop")).total,
    );
    const memory = amdDesktop.facets.memory as FacetCount[];
    expect(memory.find((f) => f.value === "DDR5")?.count).toBe(
      (await apiList("?vendor=amd&segment=desktop&memory=DDR5")).total,
    );
  });

  const SORTS: Array<[string, (c: ApiItem) => number | string | null]> = [
    ["cores", (c) => c.cores * 10_000 + c.threads],
    ["threads", (c) => c.threads],
    ["tdp", (c) => c.tdpW],
    ["boost", (c) => c.boostClockMhz],
    ["base", (c) => c.baseClockMhz],
    ["pcieLanes", (c) => c.pcieLanes],
    ["score", (c) => c.scores.geekbench6Multi],
    ["launch", (c) => c.launchDate],
    ["name", (c) => c.name],
  ];
  it.each(SORTS)("sorts by %s both ways, missing values last", async (key, value) => {
    for (const dir of ["asc", "desc"] as const) {
      const { items } = await apiList(`?sort=${key}&dir=${dir}&pageSize=100`);
      const values = items.map(value);
      const present = values.filter((v) => v !== null);
      expect(values.slice(0, present.length)).toEqual(present);
      const sorted = [...present].sort((a, b) =>
        typeof a === "number" && typeof b === "number"
          ? a - b
          : String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" }),
      );
      if (dir === "desc") sorted.reverse();
      if (key === "launch")
        expect(present.map((v) => String(v).slice(0, 4))).toEqual(sorted.map((v) => String(v).slice(0, 4)));
      else expect(present).toEqual(sorted);
    }
  });

  it.each([
    ["7800x3d", "Ryzen 7 7800X3D"],
    ["r7 7800x3d", "Ryzen 7 7800X3D"],
    ["i7 14700k", "Core i7-14700K"],
    ["14700", "Core i7-14700"],
    ["锐龙7 7800X3D", "Ryzen 7 7800X3D"],
    ["酷睿 Ultra 9 285K", "Core Ultra 9 285K"],
    ["epyc 9654", "EPYC 9654"],
  ])("search %s ranks %s first", async (q, first) => {
    const { items } = await apiList(`?q=${encodeURIComponent(q)}`);
    expect(items[0]?.name).toBe(first);
  });

  it.each([
    ["锐龙7", (c: ApiItem) => c.name.startsWith("Ryzen 7 ")],
    ["酷睿 Ultra 9", (c: ApiItem) => c.name.startsWith("Core Ultra 9 ")],
    ["raptor lake", (c: ApiItem) => (c.codename ?? "").startsWith("Raptor Lake")],
    ["猛禽湖", (c: ApiItem) => (c.codename ?? "").startsWith("Raptor Lake")],
  ])("search %s finds only what it names", async (q, holds) => {
    const { items, total } = await apiList(`?q=${encodeURIComponent(q)}&pageSize=100`);
    expect(total).toBeGreaterThan(3);
    for (const item of items) expect(holds(item), item.name).toBe(true);
  });

  it("finds the same processors for a code name in both languages", async () => {
    expect((await apiList("?q=raptor%20lake")).total).toBe((await apiList(`?q=${encodeURIComponent("猛禽湖")}`)).total);
  });

  it("searches short input with LIKE", async () => {
    const { items } = await apiList("?q=r7");
    expect(items.length).toBeGreaterThan(0);
  });
});

describe("GET /api/cpus.csv", () => {
  it("exports every match of the view as CSV with a BOM and a header", async () => {
    const res = await get("/api/cpus.csv?vendor=amd&socket=AM5&sort=score");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cpu-atlas-processors.csv"');
    expect(res.headers.get("etag")).toBeTruthy();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toMatch(/^vendor,id,name,name_zh,family,series,segment,codename,/);
    const { total } = await apiList("?vendor=amd&socket=AM5");
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(/^amd,ryzen-9-/);
    expect(lines.join("\n")).toContain("锐龙");
  });

  it("answers 400 for bad parameters and 304 for a known version", async () => {
    expect((await get("/api/cpus.csv?pageSize=7")).status).toBe(400);
    const etag = (await get("/api/cpus.csv")).headers.get("etag") ?? "";
    expect((await get("/api/cpus.csv", { "If-None-Match": etag })).status).toBe(304);
  });
});

describe("GET /api/cpus/{vendor}/{id}", () => {
  it("answers one processor with its benchmarks", async () => {
    const res = await get("/api/cpus/amd/ryzen-7-7800x3d");
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBeTruthy();
    const cpu = (await res.json()) as { name: string; benchmarks: unknown[] };
    expect(cpu.name).toBe("Ryzen 7 7800X3D");
    expect(cpu.benchmarks.length).toBeGreaterThan(0);
  });

  it.each([
    "/api/cpus/amd/ryzen-11-19999x",
    "/api/cpus/amd/Bad_ID",
    "/api/cpus/arm/ryzen-7-7800x3d",
    `/api/cpus/intel/${"a".repeat(65)}`,
    "/api/nope",
  ])("%s is a JSON 404", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });

  it("redirects a processor asked for under the wrong vendor", async () => {
    const res = await get("/api/cpus/intel/ryzen-7-7800x3d");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/api/cpus/amd/ryzen-7-7800x3d");
  });

  it("is never redirected by language", async () => {
    const res = await get("/api/cpus?vendor=amd", { "Accept-Language": "en", Cookie: "i18n_redirected=en" });
    expect(res.status).toBe(200);
  });
});

describe("the API without a catalogue", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CATALOGUE_DB: "/tmp/cpu-atlas-no-such-catalogue.sqlite" });
  });
  afterAll(() => server?.stop());

  it.each(["/api/cpus", "/api/cpus.csv", "/api/cpus/amd/ryzen-7-7800x3d"])(
    "%s answers a JSON 503 with Retry-After",
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      const body = await res.text();
      expect(JSON.parse(body)).toMatchObject({ error: expect.stringContaining("unavailable") });
      expect(body).not.toMatch(/Sqlite|node_modules|\/work\//);
    },
  );
});
