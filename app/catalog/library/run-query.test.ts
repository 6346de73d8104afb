import { describe, expect, it } from "vitest";
import { buildFacetColumns } from "./facet-columns";
import { libraryTable, type LibraryRow } from "./library-table";
import { emptyLibraryQuery } from "./library-fields";
import type { LibraryQuery } from "./query-model";
import { runLibraryQuery, type QueryableIndex } from "./run-query";
import { NO_MATCH } from "./search-plan";
import type { LibraryItem } from "./types";

function cpu(pos: number, item: Partial<LibraryItem>): LibraryRow {
  const base: LibraryItem = {
    vendor: "amd",
    id: `cpu-${pos}`,
    name: `CPU ${pos}`,
    nameZh: `CPU ${pos}`,
    family: "Ryzen",
    series: "Ryzen 7000",
    segment: "desktop",
    codename: "Raphael",
    codenameZh: "Raphael",
    socket: "AM5",
    launchDate: "2023-01-01",
    cores: 8,
    threads: 16,
    baseClockMhz: 4000,
    boostClockMhz: 5000,
    l3Kib: 32768,
    tdpW: 65,
    microarchitecture: "Zen 4",
    process: "TSMC 5nm",
    launchPriceUsd: null,
    status: "launched",
    memoryTypes: ["DDR5"],
    pcieVersion: "5.0",
    pcieLanes: null,
    gpuName: null,
    unlocked: true,
    maxSockets: null,
    scores: { geekbench6Multi: null, geekbench6Single: null, passmark: null },
  };
  return { key: pos + 100, launchYear: 2023, launchSort: "2023-01-01", item: { ...base, ...item } };
}

const CPUS = [
  cpu(0, { vendor: "amd", segment: "desktop", cores: 8, name: "B", pcieLanes: 24 }),
  cpu(1, { vendor: "amd", segment: "laptop", cores: 16, name: "A", memoryTypes: ["DDR5", "LPDDR5x"], pcieLanes: 20 }),
  cpu(2, {
    vendor: "intel",
    segment: "desktop",
    cores: 24,
    name: "C",
    socket: "LGA1700",
    tdpW: null,
    maxSockets: 1,
    pcieLanes: 48,
  }),
  cpu(3, {
    vendor: "intel",
    segment: "laptop",
    cores: 6,
    name: "D",
    socket: "FCBGA1744",
    unlocked: null,
    gpuName: "Intel UHD Graphics",
    status: "oem",
  }),
];
const index = (): QueryableIndex => {
  const table = libraryTable(CPUS);
  return { table, columns: buildFacetColumns(table), orders: new Map() };
};
const run = (query: Partial<LibraryQuery>, paging = { page: 1, pageSize: 25, clampPage: false }) =>
  runLibraryQuery(index(), { ...emptyLibraryQuery(), ...query }, null, paging);

describe("runLibraryQuery", () => {
  it("counts each facet with the other filters only", () => {
    const result = run({ vendor: ["amd"], segment: ["desktop"] });
    expect(result.items.map((c) => c.name)).toEqual(["B"]);
    expect(result.facets.vendor).toEqual([
      { value: "amd", count: 1 },
      { value: "intel", count: 1 },
    ]);
    expect(result.facets.segment).toEqual([
      { value: "desktop", count: 1 },
      { value: "laptop", count: 1 },
    ]);
    expect(result.facets.socket).toEqual([{ value: "AM5", count: 1 }]);
  });

  it("matches any chosen value of a facet, and every facet", () => {
    expect(run({ memory: ["LPDDR5x"] }).items.map((c) => c.name)).toEqual(["A"]);
    expect(run({ socket: ["AM5", "LGA1700"] }).total).toBe(3);
    expect(run({ cores: { min: 8, max: 16 } }).total).toBe(2);
    expect(run({ tdp: { min: 0, max: null } }).total).toBe(3);
    expect(run({ igpu: "yes" }).items.map((c) => c.name)).toEqual(["D"]);
    expect(run({ unlocked: "no" }).total).toBe(0);
  });

  it("filters by status: the OEM parts apart", () => {
    expect(run({ status: ["oem"] }).items.map((c) => c.name)).toEqual(["D"]);
    expect(run({ status: ["launched"] }).total).toBe(3);
    expect(run({}).facets.status).toEqual([
      { value: "launched", count: 3 },
      { value: "oem", count: 1 },
    ]);
  });

  it("filters by the sockets a system may hold, counting only processors that give it", () => {
    expect(run({ sockets: ["1"] }).items.map((c) => c.name)).toEqual(["C"]);
    expect(run({ sockets: ["2", "4"] }).total).toBe(0);
    expect(run({}).facets.sockets).toEqual([{ value: "1", count: 1 }]);
    expect(run({ sockets: ["8"] }).facets.sockets).toEqual([
      { value: "1", count: 1 },
      { value: "8", count: 0 },
    ]);
  });

  it("filters and sorts by PCIe lanes: a processor without the figure is in no range and last either way", () => {
    expect(run({ pcieLanes: { min: 20, max: 24 } }).items.map((c) => c.name)).toEqual(["A", "B"]);
    expect(run({ pcieLanes: { min: 25, max: null } }).items.map((c) => c.pcieLanes)).toEqual([48]);
    expect(run({ sort: "pcieLanes", dir: "desc" }).items.map((c) => c.name)).toEqual(["C", "B", "A", "D"]);
    expect(run({ sort: "pcieLanes", dir: "asc" }).items.map((c) => c.name)).toEqual(["A", "B", "C", "D"]);
    expect(run({ vendor: ["amd"] }).facets.pcieLanes).toEqual({ min: 20, max: 24 });
    expect(run({ vendor: ["amd"], pcieLanes: { min: 22, max: null } }).facets.pcieLanes).toEqual({ min: 20, max: 24 });
  });

  it("sorts both ways with missing values last", () => {
    expect(run({ sort: "cores", dir: "asc" }).items.map((c) => c.cores)).toEqual([6, 8, 16, 24]);
    expect(run({ sort: "cores", dir: "desc" }).items.map((c) => c.cores)).toEqual([24, 16, 8, 6]);
    expect(run({ sort: "tdp", dir: "asc" }).items.at(-1)?.name).toBe("C");
    expect(run({ sort: "tdp", dir: "desc" }).items.at(-1)?.name).toBe("C");
    expect(run({ sort: "name" }).items.map((c) => c.name)).toEqual(["A", "B", "C", "D"]);
  });

  it("sorts by value at launch price, discontinued and older processors and those without a figure or a price last", () => {
    const scores = (gb6: number | null) => ({ geekbench6Multi: gb6, geekbench6Single: null, passmark: null });
    const rows = [
      cpu(0, { name: "Cheap", launchPriceUsd: 100, scores: scores(8000) }),
      cpu(1, { name: "Dear", launchPriceUsd: 500, scores: scores(20000) }),
      cpu(2, { name: "Old", launchPriceUsd: 50, scores: scores(9000), status: "discontinued" }),
      cpu(3, { name: "Unpriced", scores: scores(30000) }),
      cpu(4, { name: "Aged", launchPriceUsd: 50, scores: scores(9000), launchDate: "2019-01-01" }),
    ];
    const table = libraryTable(
      rows.map((r) => ({ ...r, launchSort: r.item.launchDate })),
      "2024-06-01",
    );
    const sorted = runLibraryQuery(
      { table, columns: buildFacetColumns(table), orders: new Map() },
      { ...emptyLibraryQuery(), sort: "value", dir: "desc" },
      null,
      { page: 1, pageSize: 25, clampPage: false },
    );
    expect(sorted.items.slice(0, 2).map((c) => c.name)).toEqual(["Cheap", "Dear"]);
    expect(
      sorted.items
        .slice(2)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Aged", "Old", "Unpriced"]);
  });

  it("pages: clamped for pages, empty past the end for the API", () => {
    expect(run({ sort: "name" }, { page: 2, pageSize: 3, clampPage: false }).items.map((c) => c.name)).toEqual(["D"]);
    expect(run({}, { page: 9, pageSize: 3, clampPage: false })).toMatchObject({ page: 9, items: [] });
    expect(run({}, { page: 9, pageSize: 3, clampPage: true })).toMatchObject({ page: 2, total: 4 });
  });

  it("orders search matches by rank, then newest", () => {
    // By position: B (0) is an exact match, C (2) a prefix match, the others do not match.
    const ranks = Uint8Array.from([0, NO_MATCH, 1, NO_MATCH]);
    const result = runLibraryQuery(index(), { ...emptyLibraryQuery(), q: "x" }, ranks, {
      page: 1,
      pageSize: 25,
      clampPage: false,
    });
    expect(result.items.map((c) => c.name)).toEqual(["B", "C"]);
  });
});
