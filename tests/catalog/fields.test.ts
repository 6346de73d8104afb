import { describe, expect, it } from "vitest";
import { specFieldsSchema } from "../../db/import/records";
import { en } from "../../app/i18n/en";
import { zh } from "../../app/i18n/zh";
import { detail } from "../../app/catalog/compare/test-fixtures";
import { buildCompareGroups } from "../../app/pages/compare-rows.server";
import { buildSpecSheet } from "../../app/pages/spec-sheet.server";
import { libraryCsv } from "../../app/catalog/library/csv-export";
import type { LibraryItem } from "../../app/catalog/library/types";
import { seedCpuSchema } from "#catalogue/seed-schema";
import { BENCHMARK_TESTS, LIBRARY_SCORE_TESTS } from "#catalogue/fields/benchmark-tests";
import { FIELD_NAMES, FORMAT_IDS, PROCESSOR_FIELDS, type FieldSpec } from "#catalogue/fields/processor-fields";

const seedCpu = {
  vendor: "amd",
  name: "Ryzen 7 7800X3D",
  family: "Ryzen",
  series: "Ryzen 7000",
  segment: "desktop",
  codename: "Raphael",
  microarchitecture: "Zen 4",
  process: "TSMC N5",
  socket: "AM5",
  launchDate: "2023-04-06",
  status: "launched",
  cores: 8,
  threads: 16,
  tdpW: 120,
  memoryTypes: ["DDR5"],
  unlocked: true,
  sourceUrl: "https://www.amd.com/",
};

describe("the field registry", () => {
  it("labels every shown field in zh and en", () => {
    for (const name of FIELD_NAMES) {
      const spec = (PROCESSOR_FIELDS[name] as FieldSpec).spec;
      if (!spec) continue;
      for (const label of [spec.label, spec.hybridLabel].filter((l) => l !== undefined)) {
        expect(typeof zh.spec[label], `${name}: zh ${label}`).toBe("string");
        expect(typeof en.spec[label], `${name}: en ${label}`).toBe("string");
      }
    }
    for (const test of BENCHMARK_TESTS)
      expect([zh.benchmark.test[test], en.benchmark.test[test]].every((l) => l.length > 0)).toBe(true);
  });

  it("uses formatter ids and columns once each", () => {
    const columns = FIELD_NAMES.map((n) => PROCESSOR_FIELDS[n].column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const name of FIELD_NAMES) {
      const format = (PROCESSOR_FIELDS[name] as FieldSpec).spec?.format;
      if (format) expect(FORMAT_IDS).toContain(format);
    }
  });
});

describe("one set of bounds for the seed and imports", () => {
  it("accepts a valid processor on both paths", () => {
    expect(seedCpuSchema.safeParse(seedCpu).success).toBe(true);
    const fields = Object.fromEntries(Object.entries(seedCpu).filter(([key]) => key !== "vendor" && key !== "name"));
    expect(specFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it.each([
    ["memoryMaxSpeedMts", 30_000],
    ["tjmaxC", 200],
    ["cores", 0],
    ["baseClockMhz", 12_000],
    ["launchPriceUsd", -1],
    ["memoryChannels", 25],
    ["launchDate", "2023-13"],
    ["segment", "phone"],
  ])("rejects %s = %s in the seed and in an import", (field, value) => {
    expect(seedCpuSchema.safeParse({ ...seedCpu, [field]: value }).success).toBe(false);
    expect(specFieldsSchema.safeParse({ [field]: value }).success).toBe(false);
  });

  it("checks the facts that involve two fields on both paths", () => {
    expect(seedCpuSchema.safeParse({ ...seedCpu, threads: 4 }).success).toBe(false);
    expect(specFieldsSchema.safeParse({ cores: 8, threads: 4 }).success).toBe(false);
  });

  it("holds the seed, not imports, to boost >= base (one third-party row must not refuse a whole file)", () => {
    expect(seedCpuSchema.safeParse({ ...seedCpu, baseClockMhz: 5000, boostClockMhz: 4000 }).success).toBe(false);
    expect(specFieldsSchema.safeParse({ baseClockMhz: 2700, boostClockMhz: 2600 }).success).toBe(true);
  });

  it("holds the seed, not imports, to its closed lists of families", () => {
    expect(seedCpuSchema.safeParse({ ...seedCpu, family: "Other" }).success).toBe(false);
    expect(specFieldsSchema.safeParse({ family: "Other" }).success).toBe(true);
  });
});

describe("the sourcing rule for launches since 2025-08", () => {
  const recent = { ...seedCpu, launchDate: "2026-01-29" };
  const outlet = "https://www.tweaktown.com/news/1/amd-ryzen-7-9850x3d/index.html";
  const second = "https://www.clubic.com/test-produit-1-ryzen-7-9850x3d.html";
  it("a vendor page needs nothing more", () => {
    expect(
      seedCpuSchema.safeParse({
        ...recent,
        sourceUrl: "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-7-9850x3d.html",
      }).success,
    ).toBe(true);
  });
  it("an outlet needs a second outlet of another site and the announcement's date", () => {
    expect(seedCpuSchema.safeParse({ ...recent, sourceUrl: outlet }).success).toBe(false);
    expect(seedCpuSchema.safeParse({ ...recent, sourceUrl: outlet, alsoReportedUrl: second }).success).toBe(false);
    expect(
      seedCpuSchema.safeParse({
        ...recent,
        sourceUrl: outlet,
        alsoReportedUrl: "https://www.tweaktown.com/reviews/2/x.html",
        announcedOn: "2026-01-05",
      }).success,
    ).toBe(false);
    expect(
      seedCpuSchema.safeParse({ ...recent, sourceUrl: outlet, alsoReportedUrl: second, announcedOn: "2026-01-05" })
        .success,
    ).toBe(true);
  });
  it("older processors keep their single source, or name a second one without an announcement day", () => {
    expect(seedCpuSchema.safeParse({ ...seedCpu, launchDate: "2024-08", sourceUrl: outlet }).success).toBe(true);
    const older = { ...seedCpu, launchDate: "2009-10", sourceUrl: outlet, alsoReportedUrl: second };
    expect(seedCpuSchema.safeParse(older).success).toBe(true);
  });
});

describe("the OEM source rule", () => {
  const oem = { ...seedCpu, name: "Xeon E5-2696 v4", launchDate: "2016-03", status: "oem" };
  const tpu = "https://www.techpowerup.com/cpu-specs/xeon-e5-2696-v4.c2900";
  it("the vendor's documentation or an OEM's specification page needs nothing more", () => {
    const ark = "https://www.intel.com/content/www/us/en/products/sku/91317/x.html";
    expect(seedCpuSchema.safeParse({ ...oem, sourceUrl: ark }).success).toBe(true);
    expect(seedCpuSchema.safeParse({ ...oem, sourceUrl: "https://support.apple.com/kb/SP771" }).success).toBe(true);
    expect(seedCpuSchema.safeParse({ ...oem, sourceUrl: ark, alsoReportedUrl: tpu }).success).toBe(false);
  });
  it("else two independent sources, with no announcement date", () => {
    expect(seedCpuSchema.safeParse({ ...oem, sourceUrl: tpu }).success).toBe(false);
    const same = "https://www.techpowerup.com/cpu-specs/other.c1";
    expect(seedCpuSchema.safeParse({ ...oem, sourceUrl: tpu, alsoReportedUrl: same }).success).toBe(false);
    const second = "https://www.cpu-world.com/CPUs/Xeon/Intel-Xeon%20E5-2696%20v4.html";
    expect(seedCpuSchema.safeParse({ ...oem, sourceUrl: tpu, alsoReportedUrl: second }).success).toBe(true);
  });
  it("may leave out a launch date its sources do not give, which no other part may", () => {
    const undated: Record<string, unknown> = {
      ...oem,
      sourceUrl: tpu,
      alsoReportedUrl: "https://www.cpubenchmark.net/x",
    };
    delete undated.launchDate;
    expect(seedCpuSchema.safeParse(undated).success).toBe(true);
    expect(seedCpuSchema.safeParse({ ...undated, status: "discontinued" }).success).toBe(false);
  });
  it("a part whose vendor source gives no date may leave it out too; one from a single database may not", () => {
    const undated: Record<string, unknown> = { ...seedCpu, status: "discontinued" };
    delete undated.launchDate;
    const amd = "https://www.amd.com/en/products/processors/laptop/amd-pro-a-series/amd-pro-a12-8800b.html";
    expect(seedCpuSchema.safeParse({ ...undated, sourceUrl: amd }).success).toBe(true);
    expect(seedCpuSchema.safeParse({ ...undated, sourceUrl: tpu }).success).toBe(false);
  });
  it("takes only the closed statuses", () => {
    expect(seedCpuSchema.safeParse({ ...oem, status: "retail" }).success).toBe(false);
  });
});

describe("what is derived from the registry", () => {
  const cpu = detail({ unlocked: true, tjmaxC: 89, memoryMaxSpeedMts: 5200 });

  it("puts every shown field with a value on the spec sheet", () => {
    const rows = buildSpecSheet(cpu, "en", en).flatMap((g) => g.rows.map((r) => r.label));
    expect(rows).toEqual(expect.arrayContaining([en.spec.unlocked, en.spec.tjmax, en.spec.memorySpeed]));
    const zhCores = buildSpecSheet(cpu, "zh", zh).find((g) => g.id === "cores");
    expect(zhCores?.rows.at(-1)).toEqual({ label: zh.spec.unlocked, value: zh.spec.yes });
  });

  it("compares every shown field, with the registry's direction", () => {
    const rows = buildCompareGroups([cpu, detail({ unlocked: false, memoryMaxSpeedMts: 6000 })], [], "en", en).flatMap(
      (g) => g.rows,
    );
    expect(rows.find((r) => r.key === "unlocked")?.cells.map((c) => c.text)).toEqual([en.spec.yes, en.spec.no]);
    expect(rows.find((r) => r.key === "memorySpeed")?.cells.map((c) => c.better)).toEqual([false, true]);
  });

  it("writes the CSV columns in registry order, then the score columns", () => {
    const item = { ...cpu, scores: { geekbench6Multi: 1, geekbench6Single: 2, passmark: 3 } } as LibraryItem;
    const header = libraryCsv([item])
      .replace(/^\uFEFF/, "")
      .split("\n")[0];
    const expected = [
      ...FIELD_NAMES.flatMap((n) =>
        (PROCESSOR_FIELDS[n] as FieldSpec).csv ? [(PROCESSOR_FIELDS[n] as FieldSpec).csv] : [],
      ),
      ...LIBRARY_SCORE_TESTS.map((t) => t.csv),
    ];
    expect(header).toBe(expected.join(","));
    expect(header).toBe(
      "vendor,id,name,name_zh,family,series,segment,codename,microarchitecture,process,socket,launch_date,launch_price_usd,cores,threads,base_clock_mhz,boost_clock_mhz,l3_kib,tdp_w,memory_types,pcie_version,pcie_lanes,integrated_gpu,unlocked,geekbench6_multi,geekbench6_single,passmark",
    );
  });
});
