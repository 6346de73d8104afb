import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { buildSpecSheet, SPEC_GROUPS } from "./spec-sheet.server";
import { detail } from "../catalog/detail/test-fixtures";

describe("spec sheet", () => {
  it("shows only rows with values, and leaves out empty groups", () => {
    const groups = buildSpecSheet(detail({}), "en", en);
    expect(groups.map((g) => g.id)).toEqual(["essentials", "cores", "cache", "power"]);
    for (const g of groups) for (const r of g.rows) expect(r.value).not.toBe("");
    expect(groups.find((g) => g.id === "cache")?.rows).toEqual([{ label: "L3 cache", value: "32 MB" }]);
  });

  it("splits clocks per core type on hybrid processors, in the page's language", () => {
    const cpu = detail({
      vendor: "intel",
      cores: 24,
      threads: 32,
      pCores: 8,
      eCores: 16,
      eCoreBoostClockMhz: 4400,
      baseClockMhz: 3200,
      boostClockMhz: 6000,
    });
    const cores = buildSpecSheet(cpu, "zh", zh).find((g) => g.id === "cores")?.rows ?? [];
    expect(cores.map((r) => r.label)).toEqual([
      "核心数",
      "线程数",
      "性能核（P 核）",
      "能效核（E 核）",
      "P 核基础频率",
      "P 核最高睿频",
      "E 核最高睿频",
    ]);
    expect(cores.find((r) => r.label === "E 核最高睿频")?.value).toBe("4.4 GHz");
  });

  it("formats units and dates per locale and fills every group of a full processor", () => {
    const cpu = detail({
      launchDate: "2023-04-06",
      launchPriceUsd: 449,
      status: "launched",
      codename: "Raphael",
      microarchitecture: "Zen 4",
      l1Kib: 512,
      l2Kib: 8192,
      basePowerW: 65,
      maxTurboPowerW: 162,
      ctdpMinW: 45,
      ctdpMaxW: 65,
      tjmaxC: 89,
      memoryTypes: ["DDR5"],
      memoryMaxSpeedMts: 5200,
      memoryChannels: 2,
      memoryMaxGb: 2048,
      ecc: true,
      pcieVersion: "5.0",
      pcieLanes: 28,
      gpuName: "Radeon Graphics",
      gpuCores: 2,
      gpuClockMhz: 2200,
      npuTops: 16,
      socket: "AM5",
      process: "TSMC 5nm",
      dieSizeMm2: 71,
      transistorsMillions: 6570,
      instructionSets: ["AVX2", "AVX-512"],
      features: ["AMD-V"],
    });
    const en_ = buildSpecSheet(cpu, "en", en);
    expect(en_.map((g) => g.id)).toEqual([...SPEC_GROUPS]);
    const value = (groups: typeof en_, label: string) =>
      groups.flatMap((g) => g.rows).find((r) => r.label === label)?.value;
    expect(value(en_, "Launch date")).toBe("April 6, 2023");
    expect(value(en_, "Launch price")).toBe("$449");
    expect(value(en_, "Max memory size")).toBe("2 TB");
    expect(value(en_, "Transistors")).toBe("6.57B");
    expect(value(en_, "Configurable TDP")).toBe("45 W – 65 W");
    const zh_ = buildSpecSheet(cpu, "zh", zh);
    expect(value(zh_, "发布日期")).toBe("2023年4月6日");
    expect(value(zh_, "晶体管数量")).toBe("65.7亿");
    expect(value(zh_, "ECC 内存")).toBe("支持");
    expect(value(zh_, "品牌")).toBe("锐龙");
  });
});
