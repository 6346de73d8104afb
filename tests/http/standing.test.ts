// Where a processor stands (issue 24): its rank and percentile in its segment on the default
// ladder test, on the detail, compare and head-to-head pages, linking to the ladder opened on
// it; and every comparison resting on a low-confidence figure says so in words.
import { describe, expect, it } from "vitest";
import { get } from "../support/http";

const page = async (path: string) => {
  const res = await get(path, { "Accept-Language": path.startsWith("/en") ? "en" : "zh-CN", Accept: "text/html" });
  expect(res.status, path).toBe(200);
  return res.text();
};

const text = (html: string) => html.replace(/<!-- -->/g, "");

describe("a processor's standing", () => {
  it("the detail page states the rank and percentile, and the ladder it links to puts it at that rank", async () => {
    const html = text(await page("/en/cpu/intel/core-i5-8400"));
    const m =
      /<p class="standing" data-rank="(\d+)"><span>#(\d+) of (\d+) desktop processors on Geekbench 6 multi-core, faster than (\d+)%<\/span> <a href="([^"]+)"[^>]*>See it on the ladder<\/a><\/p>/.exec(
        html,
      );
    expect(m).not.toBeNull();
    const [, , rank, total, percent, href] = m!;
    expect(Number(percent)).toBe(Math.floor(((Number(total) - Number(rank)) / Number(total)) * 100));
    expect(href).toBe("/en?at=intel/core-i5-8400#ladder-focus");
    const ladder = text(await page(href!.replace("#ladder-focus", "")));
    expect(ladder).toMatch(
      new RegExp(
        `data-focus="true" id="ladder-focus"><td class="num">${rank}</td><th scope="row"><a [^>]*>Core i5-8400</a>`,
      ),
    );
    expect(ladder).toMatch(new RegExp(`Places \\d+–\\d+ of ${total}`));
  });

  it("in Chinese", async () => {
    const html = text(await page("/cpu/intel/core-i5-8400"));
    expect(html).toMatch(
      /<span>在 \d+ 款台式机处理器中排第 \d+ 名（Geekbench 6 多核），快于 \d+%<\/span> <a href="\/\?at=intel\/core-i5-8400#ladder-focus"[^>]*>在天梯图中查看<\/a>/,
    );
  });

  it("a low-confidence figure is ranked with low-confidence figures included, and the caveat is written out", async () => {
    const html = text(await page("/en/cpu/intel/xeon-e5-2680-v4"));
    expect(html).toMatch(
      /#\d+ of \d+ server processors on Geekbench 6 multi-core, faster than \d+%<\/span> <a href="\/en\?segment=server&amp;at=intel\/xeon-e5-2680-v4&amp;lowConfidence=1#ladder-focus"/,
    );
    expect(html).toMatch(/<span class="caveat">low confidence: [^<]+<\/span><\/p>/);
  });

  it("compare and head-to-head show each processor's rank", async () => {
    const trio = text(await page("/en/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x"));
    expect(
      trio.match(/<p class="standing" data-rank="\d+"><span>#\d+ of \d+ desktop processors on Geekbench 6 multi-core/g),
    ).toHaveLength(3);
    const pair = text(await page("/compare/core-i7-14700k-vs-ryzen-7-7800x3d"));
    expect(pair.match(/<p class="standing" data-rank="\d+"><span>在 \d+ 款台式机处理器中排第 \d+ 名/g)).toHaveLength(2);
  });

  it("a head-to-head verdict and the compare table carry a low-confidence figure's caveat in words", async () => {
    const en = text(await page("/en/compare/ryzen-9-5950x-vs-xeon-e5-2680-v4"));
    expect(en).toMatch(
      /<li>Ryzen 9 5950X scores \d+% higher than Xeon E5-2680 v4 in Geekbench 6 multi-core\. \(Xeon E5-2680 v4&#x27;s figure is low confidence: [^)]+\)<\/li>/,
    );
    expect(en).toMatch(
      /<td class="better">[\d,]+<span class="better-mark">[^]*?<\/span><\/td><td>[\d,]+<span class="caveat">low confidence: [^<]+<\/span><\/td>/,
    );
    const zh = text(await page("/compare/ryzen-9-5950x-vs-xeon-e5-2680-v4"));
    expect(zh).toMatch(/（至强 E5-2680 v4 的成绩为低置信度：[^）]+）<\/li>/);
  });
});
