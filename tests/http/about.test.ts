// The methodology page (/about) and the footer over HTTP: both languages, counts that match
// the catalogue (through the API), the sitemap, the payload twin and the footer link.
import { describe, expect, it } from "vitest";
import { MARK_THRESHOLD_PERCENT } from "../../app/catalog/judgements/better";
import { get } from "../support/http";

const zh = { "Accept-Language": "zh-CN", Cookie: "i18n_redirected=zh" };
const en = { "Accept-Language": "en" };

async function html(path: string): Promise<string> {
  const res = await get(path, path.startsWith("/en") ? en : zh);
  expect(res.status, path).toBe(200);
  return res.text();
}

const total = async () => ((await (await get("/api/cpus")).json()) as { total: number }).total;

describe("the methodology page", () => {
  it.each([
    [
      "/about",
      "关于我们：数据来源与方法",
      [
        "来源与日期",
        "各细分市场的覆盖",
        "置信度规则",
        "功耗口径",
        "排名、对手与性价比的计算",
        "少于 20 次提交",
        "24 个月内发布",
        "3 年内发布",
        "测试成绩 3%、功耗 10%、价格 5%、其他规格 5%",
        "不从 TDP 推算",
      ],
    ],
    [
      "/en/about",
      "About Us: sources and methods",
      [
        "Sources and dates",
        "Coverage by segment",
        "Confidence rules",
        "Power bases",
        "How ranks, rivals and value are worked out",
        "fewer than 20 submissions",
        "within 24 months",
        "at most 3 years",
        "at least 3% for benchmark scores, 10% for power, 5% for prices and 5% for other specifications",
        "socket power (PPT) for its Zen processors on AM4 and AM5, which AMD states as 1.35 × the TDP",
      ],
    ],
  ])("%s: server-rendered sections, with the rules' own numbers", async (path, heading, texts) => {
    const page = await html(path);
    expect(page).toContain(`<h1>${heading}</h1>`);
    for (const text of texts) expect(page, text).toContain(text);
    for (const table of ["sources-table", "coverage-table", "power-table"])
      expect(page, table).toContain(`data-testid="${table}"`);
    expect((page.match(/<title>/g) ?? []).length).toBe(1);
    expect(page).toContain(`<link rel="canonical" href="https://cpu-atlas.example${path}"/>`);
  });

  it("states the catalogue's own counts: every processor, and the Geekbench 6 coverage the footer names", async () => {
    const count = (await total()).toLocaleString("en-US");
    const page = await html("/en/about");
    expect(page).toContain(`${count} processors`);
    const gb6 = /<tr data-test="geekbench6-multi">(?:(?!<\/tr>)[^])*?<td class="num"[^>]*>([\d,]+)</.exec(page)?.[1];
    expect(gb6).toMatch(/^\d[\d,]*$/);
    const footer = /data-testid="footer-sources">([^<]*)</.exec(page)?.[1] ?? "";
    expect(footer).toContain(`Geekbench 6 from Geekbench Browser (Primate Labs): ${gb6} processors`);
    expect(footer).toContain("PassMark");
    expect(footer).not.toContain("Cinebench R23 reviews and PassMark");
  });

  it("states the rule that withholds a Geekbench 6 entry, in both languages", async () => {
    expect(await html("/en/about")).toContain("A Geekbench 6 entry is withheld when the thread count it reports");
    expect(await html("/about")).toContain("其成绩不予采用");
  });

  it("is in the sitemap in both languages, has a payload twin, and its trailing slash redirects", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://cpu-atlas.example/about</loc>");
    expect(sitemap).toContain("<loc>https://cpu-atlas.example/en/about</loc>");
    const payload = await get("/en/about/_payload.json");
    expect(payload.status).toBe(200);
    const data = (await payload.json()) as { coverage: { processors: number }; rules: { fewResults: number } };
    expect(data.coverage.processors).toBe(await total());
    expect(data.rules.fewResults).toBe(20);
    expect((data.rules as unknown as { markThresholds: unknown }).markThresholds).toEqual(MARK_THRESHOLD_PERCENT);
    const slash = await get("/en/about/", en);
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/en/about");
  });

  it.each([
    ["/", "/about", "关于我们：数据来源与方法"],
    ["/en/lib", "/en/about", "About Us: sources and methods"],
    ["/en/cpu/amd/ryzen-7-7800x3d", "/en/about", "About Us: sources and methods"],
    ["/upgrade?from=intel/core-i5-8400", "/about", "关于我们：数据来源与方法"],
  ])("%s: the footer links to it and names the sources from the catalogue", async (path, about, text) => {
    const page = await html(path);
    expect(page).toContain(`<a href="${about}"`);
    expect(page).toContain(text);
    expect(page).toMatch(/data-testid="footer-sources">[^<]*Geekbench 6[^<]*\d/);
  });
});
