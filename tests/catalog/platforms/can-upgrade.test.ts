// Real boards, real processors: what the advisor must get right.
import { describe, expect, it } from "vitest";
import { canUpgrade, platformOf } from "../../../app/catalog/platforms";
import { parsePlatformFiles } from "../../../app/catalog/platforms/platform-data";
import { cpu } from "./catalogue";

type Case = {
  from: string;
  to: string;
  chipset?: string;
  verdict: "ok" | "no" | "unknown";
  bios?: boolean;
  reason?: string;
};

const CASES: Case[] = [
  // The examples.
  { from: "intel/core-i3-8100", to: "intel/core-i9-9900k", verdict: "ok", bios: true },
  { from: "intel/core-i3-8100", to: "intel/core-i9-9900k", chipset: "z390", verdict: "ok", bios: false },
  { from: "intel/core-i7-6700k", to: "intel/core-i7-8700k", verdict: "no", reason: "different-platform" },
  { from: "amd/ryzen-7-1700", to: "amd/ryzen-7-5700x3d", verdict: "ok", bios: true },
  { from: "amd/ryzen-7-7700x", to: "amd/ryzen-9-9950x", verdict: "ok", bios: true },
  { from: "amd/ryzen-7-7700x", to: "amd/ryzen-9-9950x", chipset: "x870e", verdict: "ok", bios: false },
  { from: "amd/ryzen-7-7700x", to: "amd/ryzen-9-5950x", verdict: "no", reason: "different-platform" },
  { from: "intel/core-i5-12600k", to: "intel/core-i9-14900k", verdict: "ok", bios: true },
  { from: "intel/core-i5-12600k", to: "intel/core-ultra-9-285k", verdict: "no", reason: "different-platform" },
  // Broadwell desktop needs a 9-series board.
  { from: "intel/core-i7-4790k", to: "intel/core-i7-5775c", verdict: "ok", bios: true },
  {
    from: "intel/core-i7-4770k",
    to: "intel/core-i7-5775c",
    chipset: "z87",
    verdict: "no",
    reason: "no-common-chipset",
  },
  { from: "intel/core-i7-4770k", to: "intel/core-i7-4790k", chipset: "z87", verdict: "ok", bios: true },
  // AM4 on A320: Ryzen 3000 only where the board maker shipped the BIOS; Ryzen 5000 after the 2022 update.
  { from: "amd/ryzen-5-2600", to: "amd/ryzen-5-3600", chipset: "a320", verdict: "ok", bios: true },
  { from: "amd/ryzen-5-3600", to: "amd/ryzen-7-5800x3d", chipset: "a320", verdict: "ok", bios: true },
  { from: "amd/ryzen-5-3600", to: "amd/ryzen-7-5800x3d", chipset: "b550", verdict: "ok", bios: true },
  // B550 never took Ryzen 1000/2000.
  {
    from: "amd/ryzen-7-2700x",
    to: "amd/ryzen-9-5950x",
    chipset: "b550",
    verdict: "no",
    reason: "chipset-does-not-take-from",
  },
  // Threadripper: sTRX4 and sWRX8 are different sockets; TR4 2000 after a BIOS update.
  {
    from: "amd/ryzen-threadripper-3970x",
    to: "amd/ryzen-threadripper-pro-5995wx",
    verdict: "no",
    reason: "different-platform",
  },
  { from: "amd/ryzen-threadripper-1950x", to: "amd/ryzen-threadripper-2990wx", verdict: "ok", bios: true },
  { from: "amd/ryzen-threadripper-7980x", to: "amd/ryzen-threadripper-pro-7995wx", verdict: "ok", bios: false },
  // Servers: SP3 Rome -> Milan, SP5 Genoa -> Turin, LGA3647 Skylake-SP -> Cascade Lake-SP.
  { from: "amd/epyc-7742", to: "amd/epyc-7763", verdict: "ok", bios: true },
  { from: "amd/epyc-9654", to: "amd/epyc-9755", verdict: "ok", bios: true },
  { from: "intel/xeon-platinum-8180", to: "intel/xeon-platinum-8280", verdict: "ok", bios: true },
  // LGA1200: Rocket Lake on Z490 after a BIOS update, never on H410.
  { from: "intel/core-i7-10700k", to: "intel/core-i9-11900k", chipset: "z490", verdict: "ok", bios: true },
  {
    from: "intel/core-i7-10700k",
    to: "intel/core-i9-11900k",
    chipset: "h410",
    verdict: "no",
    reason: "no-common-chipset",
  },
  // X99: Haswell-E -> Broadwell-E; X299: Skylake-X -> Cascade Lake-X.
  { from: "intel/core-i7-5960x", to: "intel/core-i7-6950x", verdict: "ok", bios: true },
  { from: "intel/core-i9-7980xe", to: "intel/core-i9-10980xe", verdict: "ok", bios: true },
  // LGA1151 100/200-series: Kaby Lake after a BIOS update on Z170; LGA1155 Ivy Bridge on 6-series.
  { from: "intel/core-i5-6600k", to: "intel/core-i7-7700k", chipset: "z170", verdict: "ok", bios: true },
  { from: "intel/core-i5-2500k", to: "intel/core-i7-3770k", verdict: "ok", bios: true },
  // Laptop parts are soldered.
  { from: "intel/core-i7-1165g7", to: "intel/core-i9-9900k", verdict: "no", reason: "soldered" },
  { from: "amd/ryzen-7-7840hs", to: "amd/ryzen-9-9950x", verdict: "no", reason: "soldered" },
  { from: "intel/core-i7-4810mq", to: "intel/core-i7-4790k", verdict: "no", reason: "mobile-socket" },
  // Sold as rPGA988 and BGA1224 ("FCPGA988 / FCBGA1224"): the socketed package, listed first, decides.
  { from: "intel/core-i7-2760qm", to: "intel/core-i7-2600k", verdict: "no", reason: "mobile-socket" },
  // The Apple-only i5-2415M is soldered (BGA1023).
  { from: "intel/core-i5-2415m", to: "intel/core-i7-2600k", verdict: "no", reason: "soldered" },
  // Older platforms (issue #23): X58 takes Gulftown after a BIOS update; Vishera on 900-series
  // boards where the board maker shipped the BIOS; 45 nm Core 2 on 4-series boards out of the box,
  // on 3-series ones where the board maker updated; Xeon E5 v2 on C600 boards after an update.
  { from: "intel/core-i7-920", to: "intel/core-i7-990x", verdict: "ok", bios: true },
  { from: "amd/fx-8150", to: "amd/fx-8350", verdict: "ok", bios: true },
  { from: "intel/core-2-duo-e6600", to: "intel/core-2-quad-q9550", chipset: "p45", verdict: "ok", bios: false },
  { from: "intel/core-2-duo-e6600", to: "intel/core-2-quad-q9550", chipset: "p35", verdict: "ok", bios: true },
  {
    from: "intel/core-2-quad-q9550",
    to: "intel/core-2-extreme-qx9770",
    chipset: "p45",
    verdict: "no",
    reason: "no-common-chipset",
  },
  { from: "intel/xeon-e5-2680", to: "intel/xeon-e5-2680-v2", verdict: "ok", bios: true },
  // A socket whose chipsets are not authored: unknown, never a guess.
  { from: "intel/core-2-extreme-qx9775", to: "intel/core-2-extreme-qx9775", verdict: "unknown" },
];

describe("canUpgrade on real boards", () => {
  it.each(CASES)("$from -> $to ($chipset): $verdict", ({ from, to, chipset, verdict, bios, reason }) => {
    const check = canUpgrade(cpu(from), cpu(to), chipset === undefined ? {} : { chipset });
    expect(check.verdict).toBe(verdict);
    if (bios !== undefined) expect(check.biosUpdate).toBe(bios);
    if (reason !== undefined) expect(check).toMatchObject({ reason });
  });

  it("names the 2022 BIOS update for Ryzen 5000 on 300-series boards, left to the board maker", () => {
    const check = canUpgrade(cpu("amd/ryzen-7-1700"), cpu("amd/ryzen-7-5700x3d"));
    expect(check.caveats).toContainEqual({
      kind: "bios-update",
      chipsets: ["x370", "b350", "a320"],
      since: "2022-03",
      boardVendorDiscretion: true,
    });
    expect(check.caveats).toContainEqual({ kind: "bios-update", chipsets: ["x470", "b450"] });
    expect(check.chipsets).not.toContain("b550");
  });

  it("warns that the 300/400-series boards run Ryzen 5000 at PCIe 3.0", () => {
    const check = canUpgrade(cpu("amd/ryzen-5-2600"), cpu("amd/ryzen-9-5950x"));
    expect(check.caveats).toContainEqual({
      kind: "lower-pcie",
      gen: "3.0",
      chipsets: ["x470", "b450", "x370", "b350", "a320"],
    });
  });

  it("warns that an unlocked processor cannot be overclocked on H-series and B-series Intel boards", () => {
    const check = canUpgrade(cpu("intel/core-i3-8100"), cpu("intel/core-i9-9900k"));
    expect(check.caveats).toContainEqual({ kind: "no-overclock", chipsets: ["b365", "h370", "b360", "h310"] });
  });

  it("says which boards that take the old processor cannot take the new one", () => {
    const check = canUpgrade(cpu("intel/core-i7-10700k"), cpu("intel/core-i9-11900k"));
    expect(check.caveats).toContainEqual({ kind: "not-on-chipsets", chipsets: ["b460", "h410"] });
    expect(check.caveats).toContainEqual({ kind: "lower-pcie", gen: "3.0", chipsets: ["h510", "z490", "h470"] });
  });

  it("splits LGA1151 into its two platforms", () => {
    const skylake = platformOf(cpu("intel/core-i7-6700k"));
    const coffee = platformOf(cpu("intel/core-i7-8700k"));
    expect(skylake.kind === "socket" && skylake.platform.slug).toBe("lga1151");
    expect(coffee.kind === "socket" && coffee.platform.slug).toBe("lga1151-v2");
  });
});

describe("canUpgrade on a made-up platform", () => {
  const platforms = parsePlatformFiles([
    {
      vendor: "intel",
      platforms: [
        {
          slug: "s1",
          socket: "S1",
          launch: "2020-01",
          nameZh: "插槽 S1",
          nameEn: "Socket S1",
          memoryTypes: ["DDR4", "DDR5"],
          sources: ["https://example.com/s1"],
          generations: [
            { id: "old", codenames: ["Old"] },
            { id: "new", codenames: ["New"] },
          ],
          chipsets: [
            {
              slug: "x1",
              name: "X1",
              launch: "2020-01",
              supports: ["old", "new"],
              sourceUrl: "https://example.com/x1",
            },
          ],
        },
      ],
    },
  ]);
  const base = cpu("intel/core-i9-9900k");
  const old = { ...base, socket: "S1", codename: "Old", memoryTypes: ["DDR4"] };
  const next = { ...base, socket: "S1", codename: "New", memoryTypes: ["DDR5"] };

  it("flags a change of memory type between two processors of one board", () => {
    expect(canUpgrade(old, next, { platforms }).caveats).toEqual([
      { kind: "memory-type", from: ["DDR4"], to: ["DDR5"] },
    ]);
  });

  it("answers unknown when neither generation is listed on any chipset", () => {
    const other = { ...base, socket: "S1", codename: "Old" };
    const { vendor, ...s1 } = platforms[0]!;
    const bare = parsePlatformFiles([{ vendor, platforms: [{ ...s1, chipsets: [] }] }]);
    expect(canUpgrade(other, next, { platforms: bare }).verdict).toBe("unknown");
  });
});
