import { describe, expect, it } from "vitest";
import { PLATFORMS, launchSpan, platformBySlug, processorsOn } from "../../../app/catalog/platforms";
import { parsePlatformFiles } from "../../../app/catalog/platforms/platform-data";
import { CATALOGUE } from "./catalogue";

const chipset = { slug: "x1", name: "X1", launch: "2020-01", sourceUrl: "https://example.com/x1" };
const platform = {
  slug: "s1",
  socket: "S1",
  launch: "2020-01",
  nameZh: "插槽 S1",
  nameEn: "Socket S1",
  memoryTypes: ["DDR4"],
  sources: ["https://example.com/s1"],
  generations: [{ id: "g1", codenames: ["Alpha"] }],
};
const file = (platforms: unknown[]) => ({ vendor: "amd", platforms });

describe("platform data", () => {
  it("covers the sockets the issue names, each with a unique slug", () => {
    const slugs = PLATFORMS.map((p) => p.slug);
    for (const s of [
      "am4",
      "am5",
      "strx4",
      "str5",
      "swrx8",
      "sp3",
      "sp5",
      "sp6",
      "am1",
      "fm2-plus",
      "lga1150",
      "lga1151",
      "lga1151-v2",
      "lga1200",
      "lga1700",
      "lga1851",
      "lga2011-3",
      "lga2066",
      "lga3647",
      "lga4189",
      "lga4677",
      "lga7529",
    ]) {
      expect(slugs).toContain(s);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(platformBySlug("am5")?.chipsets.map((c) => c.name)).toContain("B650");
    expect(platformBySlug("nope")).toBeNull();
  });

  it("rejects a chipset naming a generation its platform does not have", () => {
    expect(() => parsePlatformFiles([file([{ ...platform, chipsets: [{ ...chipset, supports: ["g2"] }] }])])).toThrow(
      /unknown generation g2/,
    );
  });

  it("rejects a generation both out of the box and after a BIOS update", () => {
    const c = { ...chipset, supports: ["g1"], biosUpdate: [{ generations: ["g1"] }] };
    expect(() => parsePlatformFiles([file([{ ...platform, chipsets: [c] }])])).toThrow(/listed twice/);
  });

  it("rejects a platform slug used twice and an unknown field", () => {
    expect(() =>
      parsePlatformFiles([
        file([
          { ...platform, chipsets: [] },
          { ...platform, chipsets: [] },
        ]),
      ]),
    ).toThrow(/s1 is used twice/);
    expect(() => parsePlatformFiles([file([{ ...platform, chipsets: [], colour: "red" }])])).toThrow();
  });

  it("dates every chipset no earlier than its platform, with a source", () => {
    const early = PLATFORMS.flatMap((p) =>
      p.chipsets.filter((c) => c.launch < p.launch).map((c) => `${p.slug}/${c.slug}`),
    );
    expect(early).toEqual([]);
  });
});

describe("socket page helpers", () => {
  it("lists the processors on a platform and their launch span", () => {
    const am5 = platformBySlug("am5");
    if (!am5) throw new Error("no am5");
    const on = processorsOn(am5, CATALOGUE);
    expect(on.map((c) => c.id)).toEqual(expect.arrayContaining(["ryzen-7-7700x", "ryzen-9-9950x", "ryzen-5-8600g"]));
    expect(on.every((c) => c.socket === "AM5")).toBe(true);
    expect(launchSpan(on)?.first).toBe("2022-09");
    const v1 = processorsOn(platformBySlug("lga1151")!, CATALOGUE);
    expect(v1.some((c) => c.id === "core-i7-8700k")).toBe(false);
    expect(launchSpan([])).toBeNull();
  });
});
