// Socket pages and the upgrade advisor over HTTP: status codes, links, sitemap, prerendered
// files, payload twins, and the advisor's answers on real boards.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { get, isRendered } from "../support/http";

const ORIGIN = "https://cpu-atlas.example";
const zh = { "Accept-Language": "zh-CN", Cookie: "i18n_redirected=zh" };
const en = { "Accept-Language": "en" };

async function html(path: string): Promise<string> {
  const res = await get(path, path.startsWith("/en") ? en : zh);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The rows of a table marked with data-testid, as "vendor/id". */
function rowsOf(page: string, testId: string): string[] {
  const table = new RegExp(`<table[^>]*data-testid="${testId}"[\\s\\S]*?</table>`).exec(page)?.[0] ?? "";
  return [...table.matchAll(/data-cpu="([^"]+)"/g)].map((m) => m[1]!);
}

describe("socket pages", () => {
  it.each([
    ["/socket/am4", "AMD AM4 插槽", ["芯片组", "B450", "BIOS 更新后支持", "锐龙 5000", "可用的处理器"]],
    [
      "/en/socket/am4",
      "AMD Socket AM4",
      ["Chipsets", "B450", "After a BIOS update", "Ryzen 5000", "Processors that fit", "DDR4"],
    ],
    ["/en/socket/lga1151-v2", "", ["Z390", "H310", "Core i9-9900K"]],
  ])("%s: chipsets table, memory and PCIe, ranked processors with links", async (path, heading, texts) => {
    const page = await html(path);
    if (heading) expect(page).toContain(`<h1>${heading}</h1>`);
    for (const text of texts) expect(page, text).toContain(text);
    expect(page).toMatch(/href="(\/en)?\/cpu\/(amd|intel)\/[a-z0-9-]+"/);
    expect((page.match(/<title>/g) ?? []).length).toBe(1);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    expect(page).toMatch(/hrefLang="en-US"|hreflang="en-US"/);
  });

  it("says honestly that a platform's chipsets are not known where they are not authored", async () => {
    expect(await html("/en/socket/lga771")).toContain("is not known here");
  });

  it.each(["/socket/am9", "/en/socket/lga9999", "/socket/AM%205", "/en/socket/am4/extra"])(
    "%s is a 404 with one localized title",
    async (path) => {
      const res = await get(path, path.startsWith("/en") ? en : zh);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect((body.match(/<title>/g) ?? []).length).toBe(1);
      expect(body).toContain(path.startsWith("/en") ? "Page Not Found" : "页面未找到");
    },
  );

  it("an upper-case slug redirects to the canonical page", async () => {
    const res = await get("/en/socket/AM5", en);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/en/socket/am5");
  });

  it("is prerendered, with its _payload.json twin", async () => {
    for (const path of ["/socket/am4", "/en/socket/lga1700", "/en/socket/am5/_payload.json"]) {
      const res = await get(path, { ...zh, "Accept-Encoding": "br, gzip" });
      expect(res.status, path).toBe(200);
      expect(await isRendered(path, zh), `${path} is a file`).toBe(false);
    }
    const payload = (await (await get("/en/socket/am5/_payload.json")).json()) as {
      platform: { slug: string };
      chipsets: unknown[];
      processors: unknown[];
    };
    expect(payload.platform.slug).toBe("am5");
    expect(payload.chipsets.length).toBeGreaterThan(5);
    expect(payload.processors.length).toBeGreaterThan(10);
  });

  it("is listed in the sitemap in both languages", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const path of ["/socket/am4", "/en/socket/am4", "/socket/lga1151-v2", "/en/socket/sp5"])
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });

  it("is linked from the spec sheet's socket row (the right LGA1151 platform) and from the library's socket facet", async () => {
    expect(await html("/en/cpu/intel/core-i3-8100")).toMatch(
      /<th scope="row">Socket<\/th><td><a [^>]*href="\/en\/socket\/lga1151-v2"[^>]*>LGA1151<\/a><\/td>/,
    );
    expect(await html("/cpu/intel/core-i7-6700k")).toMatch(
      /<td><a [^>]*href="\/socket\/lga1151"[^>]*>LGA1151<\/a><\/td>/,
    );
    expect(await html("/en/cpu/intel/core-i7-1165g7")).not.toContain("/socket/");
    const library = await html("/en/lib");
    expect(library).toMatch(/href="\/en\/socket\/am5"/);
  });
});

describe("platform data", () => {
  it("stays on the server: no client asset carries the platform files", () => {
    const assets = readdirSync("build/client/assets").filter((f) => f.endsWith(".js"));
    expect(assets.length).toBeGreaterThan(5);
    expect(assets.filter((f) => readFileSync(`build/client/assets/${f}`, "utf8").includes("lga1151-v2"))).toEqual([]);
  });
});

describe("upgrade advisor", () => {
  it("a gain computed from a low-confidence figure says whose figure it is, in words", async () => {
    const en = await html("/en/upgrade?from=intel/xeon-e5-2680-v4");
    expect(en).toMatch(/class="gain-caveat">low confidence(<!-- -->)?: (<!-- -->)?Xeon E5-2680 v4</);
    const zh = await html("/upgrade?from=intel/xeon-e5-2680-v4");
    expect(zh).toMatch(/class="gain-caveat">低置信度(<!-- -->)?: (<!-- -->)?至强 E5-2680 v4</);
    expect(await html("/en/upgrade?from=amd/ryzen-7-1700")).not.toMatch(
      /gain-caveat">low confidence(<!-- -->)?: (<!-- -->)?Ryzen 7 1700</,
    );
  });

  it("from a Core i3-8100 lists the Core i9-9900K; from a Core i7-6700K never the Core i7-8700K", async () => {
    const i3 = await html("/en/upgrade?from=intel/core-i3-8100");
    expect(rowsOf(i3, "same-board")).toContain("intel/core-i9-9900k");
    expect(i3).toContain("BIOS update needed");
    const i7 = await html("/upgrade?from=intel/core-i7-6700k");
    const ids = [...rowsOf(i7, "same-board"), ...rowsOf(i7, "same-board-unranked")];
    expect(ids).toContain("intel/core-i7-7700k");
    expect(ids).not.toContain("intel/core-i7-8700k");
  });

  it("shows gains in %, launch price, the power change with its basis, and platform-change picks", async () => {
    const page = await html("/en/upgrade?from=amd/ryzen-7-1700");
    expect(rowsOf(page, "same-board")).toContain("amd/ryzen-7-5700x3d");
    expect(page).toMatch(/\+\d+(\.\d)?%/);
    expect(page).toContain("Same power limit (88 W)");
    expect(page).not.toMatch(/PPT → PPT|±0/);
    expect(page).toContain("If you change platform");
    expect(page).toContain("New board:");
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/en/upgrade?from=amd/ryzen-7-1700"/>`);
  });

  it.each([
    ["/en/upgrade?from=intel/core-i5-8400", "/en/compare/", "vs Core i5-8400"],
    ["/upgrade?from=intel/core-i5-8400", "/compare/", "对比 酷睿 i5-8400"],
  ])(
    "%s: every row links to its head-to-head page with the current processor, in canonical pair order",
    async (path, compare, text) => {
      const page = await html(path);
      const rows = [...page.matchAll(/<tr[^>]*data-cpu="(?:amd|intel)\/([^"]+)"[\s\S]*?<\/tr>/g)];
      expect(rows.length).toBeGreaterThan(20);
      for (const [row, id] of rows) {
        const pair = [id!, "core-i5-8400"].sort().join("-vs-");
        expect(row, id).toContain(`href="${compare}${pair}"`);
        expect(row, id).toContain(text);
      }
      const res = await get(`${compare}core-i5-8400-vs-core-i9-9900k`, path.startsWith("/en") ? en : zh);
      expect(res.status).toBe(200);
    },
  );

  it("filters by budget and memory with a plain GET query", async () => {
    const page = await html("/en/upgrade?from=intel/core-i5-12600k&budget=250&memory=ddr4");
    expect(rowsOf(page, "same-board")).not.toContain("intel/core-i9-14900k");
    expect(page).toMatch(/name="budget"[^>]*value="250"/);
  });

  it("a laptop processor gets a 200 page saying it cannot be upgraded, and why", async () => {
    const page = await html("/en/upgrade?from=intel/core-i7-1165g7");
    expect(page).toContain("cannot be upgraded");
    expect(page).toContain("soldered to the board");
    expect(await html("/upgrade?from=amd/ryzen-7-7840hs")).toContain("无法升级");
  });

  it("without `from` shows the picker; free text sent without JavaScript resolves to the best match", async () => {
    const page = await html("/upgrade");
    expect(page).toContain('name="q"');
    const res = await get("/en/upgrade?q=i3-8100", en);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/en/upgrade?from=intel/core-i3-8100");
    expect(await html("/en/upgrade?q=zzzz-no-such")).toContain("No processor matches");
  });

  it("an unknown processor is a 404 naming it", async () => {
    const res = await get("/en/upgrade?from=amd/ryzen-9-9999x", en);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Processor not found: amd/ryzen-9-9999x");
  });

  it.each([
    ["/en/upgrade?from=ryzen-7-1700", "from"],
    ["/upgrade?from=amd/ryzen-7-1700&budget=lots", "budget"],
    ["/en/upgrade?from=amd/ryzen-7-1700&memory=ddr9", "memory"],
    ["/en/upgrade?from=intel/core-i3-8100&chipset=b650", "chipset"],
    ["/en/upgrade/_payload.json?from=intel/core-i3-8100&budget=-1", "budget"],
  ])("%s is a 400 naming %s", async (path, param) => {
    const res = await get(path, path.startsWith("/en") ? en : zh);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`invalid value of the parameter ${param}`);
  });

  it("has a _payload.json twin", async () => {
    const res = await get("/en/upgrade/_payload.json?from=intel/core-i3-8100");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { kind: string; ranked: Array<{ cpu: { id: string } }>; bands: unknown[] };
    expect(body.kind).toBe("options");
    expect(body.ranked.map((r) => r.cpu.id)).toContain("core-i9-9900k");
    expect(body.bands).toHaveLength(5);
    expect((await get("/upgrade/_payload.json?from=amd/nope-1")).status).toBe(404);
  });

  it("desktop detail pages have an Upgrade options section linking to the advisor; laptop ones do not", async () => {
    const page = await html("/en/cpu/intel/core-i3-8100");
    expect(page).toContain("Upgrade options");
    expect(page).toContain('href="/en/upgrade?from=intel/core-i3-8100"');
    expect(await html("/en/cpu/intel/core-i7-1165g7")).not.toContain("Upgrade options");
  });

  // Issue 30.
  it.each([
    ["/en/cpu/intel/xeon-e5-2680-v4", 'href="/en/upgrade?from=intel/xeon-e5-2680-v4"'],
    ["/cpu/intel/xeon-e5-1650-v3", 'href="/upgrade?from=intel/xeon-e5-1650-v3"'],
    ["/en/cpu/amd/epyc-7763", 'href="/en/upgrade?from=amd/epyc-7763"'],
  ])("server and workstation detail page %s links to the advisor", async (path, link) => {
    expect(await html(path)).toContain(link);
  });

  it("from a 14700K: no BIOS warning for the 14900K or the 13900K; a 12600K on B660 keeps it for the 14900K", async () => {
    const page = await html("/en/upgrade?from=intel/core-i7-14700k");
    const row = (id: string) => new RegExp(`<tr[^>]*data-cpu="intel/${id}"[\\s\\S]*?</tr>`).exec(page)?.[0] ?? "";
    for (const id of ["core-i9-14900k", "core-i9-13900k"]) {
      expect(row(id), id).not.toBe("");
      expect(row(id), id).not.toContain("BIOS update needed");
    }
    const b660 = await html("/en/upgrade?from=intel/core-i5-12600k&chipset=b660");
    const target = /<tr[^>]*data-cpu="intel\/core-i9-14900k"[\s\S]*?<\/tr>/.exec(b660)?.[0] ?? "";
    expect(target).toContain("BIOS update needed: B660");
  });

  it("X99 runs Xeon E5 v3/v4 by board makers' support, with its source, on the socket page and the advisor", async () => {
    const socket = await html("/en/socket/lga2011-3");
    expect(socket).toContain("By board makers");
    expect(socket).toMatch(/data-testid="board-maker-x99"[^>]*>Xeon E5[^<]*v4/);
    expect(socket).toContain('href="https://www.anandtech.com/show/13116/');
    const advisor = await html("/en/upgrade?from=intel/xeon-e5-2680-v4");
    expect(advisor).toMatch(/data-testid="board-maker-support"[^>]*>X99 boards run this processor by board makers/);
    expect(advisor).toMatch(/<option value="x99"/);
    const zhAdvisor = await html("/upgrade?from=intel/xeon-e5-2680-v4&chipset=x99");
    expect(rowsOf(zhAdvisor, "same-board")).toContain("intel/xeon-e5-2699-v4");
    expect(zhAdvisor).toContain("主板厂商支持");
  });

  it("'If you change platform' says what it searched, with launch prices only where they still count, and no empty band", async () => {
    const server = await html("/en/upgrade?from=intel/xeon-e5-2680-v4");
    expect(server).toMatch(/data-testid="change-segments"[^>]*>Searched: (<!-- -->)?Server, Desktop/);
    expect(server).toContain("launched within 3 years of the figures");
    expect(server).not.toContain("No faster pick");
    const desktop = await html("/upgrade?from=intel/core-i7-14700k");
    expect(desktop).toMatch(/搜索范围：(<!-- -->)?台式机处理器/);
  });
});
