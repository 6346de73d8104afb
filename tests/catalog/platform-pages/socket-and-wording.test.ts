// The socket page's data over the real platform files and seed catalogue, and the wording of
// caveats and changes in both languages.
import { describe, expect, it } from "vitest";
import { buildSocketPage } from "../../../app/catalog/platform-pages/socket-page";
import { powerText } from "../../../app/pages/power-wording";
import { percentText } from "../../../app/catalog/platform-pages/names";
import { bandText, caveatText, changeText, generationText } from "../../../app/pages/platform-wording";
import { platformBySlug, platformOf, type UpgradeCaveat } from "../../../app/catalog/platforms";
import { en } from "../../../app/i18n/en";
import { zh } from "../../../app/i18n/zh";
import { ATLAS } from "./atlas-catalogue";

function socketPage(slug: string) {
  const platform = platformBySlug(slug);
  if (!platform) throw new Error(slug);
  return buildSocketPage(
    platform,
    ATLAS.filter((c) => {
      const fit = platformOf(c);
      return fit.kind === "socket" && fit.platform.slug === slug;
    }),
  );
}

describe("socket page data", () => {
  it("AM4: chipsets with what they take out of the box and after a BIOS update, labelled by series", () => {
    const page = socketPage("am4");
    const b450 = page.chipsets.find((c) => c.slug === "b450");
    expect(b450?.outOfBox.flatMap((g) => g.series)).toContain("Ryzen 2000");
    expect(b450?.afterBios.flatMap((b) => b.generations.flatMap((g) => g.series))).toContain("Ryzen 5000");
    // Bristol Ridge reached AM4 in OEM systems in July 2016, before Ryzen.
    expect(page.span?.first).toBe("2016-07");
    expect(page.generations.some((g) => g.memoryTypes.includes("DDR4"))).toBe(true);
  });

  it("ranks the processors by measured Geekbench 6 multi-core, those without a figure last", () => {
    const { processors } = socketPage("am5");
    const measured = processors.filter((p) => p.gb6Multi !== null);
    expect(measured.length).toBeGreaterThan(10);
    expect(measured.map((p) => p.gb6Multi)).toEqual(measured.map((p) => p.gb6Multi).sort((a, b) => b! - a!));
    expect(processors.slice(0, measured.length)).toEqual(measured);
  });

  it("LGA771 has no chipsets authored: the list is empty (the page says 'not known'), the processors are still listed", () => {
    const page = socketPage("lga771");
    expect(page.chipsets).toEqual([]);
    expect(page.processors.some((p) => p.id === "core-2-extreme-qx9775")).toBe(true);
  });
});

describe("wording", () => {
  const names = { b450: "B450", a320: "A320", h310: "H310" };
  it("words a BIOS update with its date, vendors and the board maker's discretion", () => {
    const caveat: UpgradeCaveat = {
      kind: "bios-update",
      chipsets: ["b450", "a320"],
      since: "2022-03",
      vendors: ["ASUS", "MSI"],
      boardVendorDiscretion: true,
    };
    expect(caveatText(caveat, names, "en", en)).toBe(
      "BIOS update needed: B450, A320 (available since March 2022), boards from ASUS, MSI, where the board maker released it",
    );
    expect(caveatText(caveat, names, "zh", zh)).toBe(
      "需要更新 BIOS：B450、A320（2022年3月起提供），ASUS、MSI 的主板，视主板厂商是否提供",
    );
  });
  it("words the chipset limits and the memory change", () => {
    expect(caveatText({ kind: "no-overclock", chipsets: ["h310"] }, names, "en", en)).toBe("No overclocking on H310");
    expect(caveatText({ kind: "lower-pcie", gen: "3.0", chipsets: ["a320"] }, names, "zh", zh)).toBe(
      "A320 上处理器通道仅 PCIe 3.0",
    );
    expect(caveatText({ kind: "not-on-chipsets", chipsets: ["h310"] }, names, "en", en)).toBe("Not on H310 boards");
    expect(caveatText({ kind: "memory-type", from: ["DDR4"], to: ["DDR5"] }, names, "en", en)).toBe(
      "The memory must change: DDR4 → DDR5",
    );
  });
  it("words a platform change, a gain, a power change and a price band", () => {
    const pick = {
      platform: { slug: "am5", socket: "AM5", nameZh: "AMD AM5 插槽", nameEn: "AMD Socket AM5" },
      boardChipsets: ["B650", "X670E"],
    };
    expect(changeText({ kind: "board", platform: "am5", chipsets: ["b650", "x670e"] }, pick, "en", en)).toBe(
      "New board: AMD Socket AM5 (B650, X670E)",
    );
    expect(changeText({ kind: "memory", from: ["DDR4"], to: ["DDR5"] }, pick, "zh", zh)).toBe("换内存：DDR5");
    expect(percentText(12.34, "en")).toBe("+12.3%");
    expect(percentText(-4, "en")).toBe("−4%");
    const w = (watts: number, basis: "tdp" | "pl2" | "ppt") => ({ watts, basis });
    expect(powerText({ deltaW: 0, from: w(65, "tdp"), to: w(65, "tdp") }, "en", en)).toBe("Same rated power (65 W)");
    expect(powerText({ deltaW: 0, from: w(65, "tdp"), to: w(65, "tdp") }, "zh", zh)).toBe("额定功耗相同（65 W）");
    expect(powerText({ deltaW: 60, from: w(65, "tdp"), to: w(125, "tdp") }, "en", en)).toBe(
      "+60 W rated power (65 → 125 W)",
    );
    expect(powerText({ deltaW: -10, from: w(88, "ppt"), to: w(78, "ppt") }, "zh", zh)).toBe(
      "功耗上限 −10 W（88 → 78 W）",
    );
    // Figures of different kinds are each named, never put side by side as if alike.
    expect(powerText({ deltaW: 45, from: w(65, "tdp"), to: w(110, "pl2") }, "en", en)).toBe(
      "+45 W: 65 W rated power → 110 W max turbo power",
    );
    expect(powerText({ deltaW: 45, from: w(65, "tdp"), to: w(110, "pl2") }, "zh", zh)).toBe(
      "+45 W：额定功耗 65 W → 最大睿频功耗 110 W",
    );
    for (const locale of ["en", "zh"] as const)
      expect(
        powerText({ deltaW: 0, from: w(65, "tdp"), to: w(65, "tdp") }, locale, locale === "en" ? en : zh),
      ).not.toMatch(/TDP|±/);
    expect(bandText({ minUsd: 150, maxUsd: 300 }, "en", en)).toBe("$150 – $300");
    expect(bandText({ minUsd: 800, maxUsd: null }, "en", en)).toBe("$800 and up");
  });
  it("labels a generation by its series and code names, in Chinese on zh pages", () => {
    const g = {
      id: "raphael",
      series: ["Ryzen 7000"],
      codenames: ["Raphael"],
      seriesZh: ["锐龙 7000"],
      codenamesZh: ["Raphael"],
    };
    expect(generationText(g, "en", en)).toBe("Ryzen 7000 (Raphael)");
    expect(generationText(g, "zh", zh)).toBe("锐龙 7000（Raphael）");
    expect(generationText({ ...g, series: [], seriesZh: [] }, "en", en)).toBe("Raphael");
    const cezanne = {
      id: "cezanne",
      series: ["Ryzen 5000", "Ryzen PRO 5000", "Ryzen PRO 4000"],
      codenames: ["Cezanne"],
      seriesZh: ["锐龙 5000", "锐龙 PRO 5000", "锐龙 PRO 4000"],
      codenamesZh: ["Cezanne"],
    };
    expect(generationText(cezanne, "en", en)).toBe("Ryzen 5000, Ryzen PRO 4000 (Cezanne)");
    expect(generationText(cezanne, "zh", zh)).toBe("锐龙 5000、锐龙 PRO 4000（Cezanne）");
  });
});
