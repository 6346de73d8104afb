import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zhCodename, zhModelName } from "./names-zh";
import { compactSearchForm, derivedAliases } from "./search-terms";
import { isValidCpuId, slugifyModel } from "./slug";

describe("cpu ids", () => {
  it("slugs model names the way the routes expect", () => {
    expect(slugifyModel("Ryzen 7 7800X3D")).toBe("ryzen-7-7800x3d");
    expect(slugifyModel("Core i9-14900K")).toBe("core-i9-14900k");
    expect(slugifyModel("Core Ultra 9 285K")).toBe("core-ultra-9-285k");
    expect(slugifyModel("AMD Ryzen™ AI Max+ 395")).toBe("amd-ryzen-ai-max-plus-395");
    expect(slugifyModel("Intel® Xeon® Platinum 8490H‡")).toBe("intel-xeon-platinum-8490h");
  });

  it("validates ids: lowercase slug, at most 64 characters", () => {
    expect(isValidCpuId("epyc-9654")).toBe(true);
    expect(isValidCpuId("EPYC-9654")).toBe(false);
    expect(isValidCpuId("epyc--9654")).toBe(false);
    expect(isValidCpuId("-epyc")).toBe(false);
    expect(isValidCpuId("a".repeat(64))).toBe(true);
    expect(isValidCpuId("a".repeat(65))).toBe(false);
    expect(isValidCpuId("")).toBe(false);
  });

  it("always yields a valid id or an empty string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const id = slugifyModel(name);
        expect(id === "" || isValidCpuId(id)).toBe(true);
      }),
    );
  });
});

describe("Chinese names", () => {
  it("follows the brand rules", () => {
    expect(zhModelName("Ryzen 7 7800X3D")).toBe("锐龙 7 7800X3D");
    expect(zhModelName("Ryzen Threadripper PRO 7995WX")).toBe("锐龙 Threadripper PRO 7995WX");
    expect(zhModelName("EPYC 9654")).toBe("霄龙 9654");
    expect(zhModelName("Athlon 3000G")).toBe("速龙 3000G");
    expect(zhModelName("Core Ultra 9 285K")).toBe("酷睿 Ultra 9 285K");
    expect(zhModelName("Core i9-14900K")).toBe("酷睿 i9-14900K");
    expect(zhModelName("Xeon Platinum 8490H")).toBe("至强 铂金 8490H");
    expect(zhModelName("Pentium Gold G7400")).toBe("奔腾 金牌 G7400");
    expect(zhModelName("Celeron G6900")).toBe("赛扬 G6900");
    expect(zhModelName("Atom x6425E")).toBe("凌动 x6425E");
  });

  it("shows Intel code names in English unless a Chinese form is established (tests/catalog/names-zh-sources.ts)", () => {
    expect(zhCodename("Raptor Lake")).toBe("Raptor Lake");
    expect(zhCodename("Arrow Lake")).toBe("Arrow Lake");
    expect(zhCodename("Lunar Lake")).toBe("Lunar Lake");
    expect(zhCodename("Meteor Lake")).toBe("流星湖");
    expect(zhCodename("Alder Lake-N")).toBe("Alder Lake-N");
    expect(zhCodename("Raphael")).toBe("Raphael");
  });
});

describe("search forms", () => {
  it("reduces typed forms to one compact form", () => {
    expect(compactSearchForm("R7 7800X3D")).toBe("r77800x3d");
    expect(compactSearchForm("i7-14700K")).toBe("i714700k");
    expect(compactSearchForm("锐龙7 7800X3D")).toBe("锐龙77800x3d");
    expect(compactSearchForm("Ryzen AI Max+ 395")).toBe("ryzenaimaxplus395");
  });

  it("derives the usual aliases", () => {
    expect(derivedAliases("Ryzen 7 7800X3D", "锐龙 7 7800X3D")).toEqual(
      expect.arrayContaining(["7800x3d", "r7 7800x3d", "锐龙7 7800x3d"]),
    );
    expect(derivedAliases("Core i7-14700K", "酷睿 i7-14700K")).toEqual(
      expect.arrayContaining(["14700k", "i7 14700k", "i7-14700k"]),
    );
    expect(derivedAliases("Core Ultra 9 285K", "酷睿 Ultra 9 285K")).toEqual(
      expect.arrayContaining(["285k", "u9 285k"]),
    );
  });
});
