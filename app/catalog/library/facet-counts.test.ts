import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildFacetColumns } from "./facet-columns";
import { libraryTable, type LibraryRow } from "./library-table";
import { emptyLibraryQuery } from "./library-fields";
import type { LibraryQuery } from "./query-model";
import { runLibraryQuery } from "./run-query";
import { NO_MATCH } from "./search-plan";
import type { LibraryItem } from "./types";

const SOCKETS = ["AM4", "AM5", "LGA1700", null] as const;
const MEMORY = [[], ["DDR4"], ["DDR5"], ["DDR4", "DDR5"], ["LPDDR5x", "DDR5"]];
const MAX_SOCKETS = [null, 1, 2, 4, 8] as const;

function row(
  pos: number,
  r: {
    vendor: number;
    socket: number;
    memory: number;
    cores: number;
    tdp: number | null;
    igpu: boolean;
    sockets: number;
  },
): LibraryRow {
  const item: LibraryItem = {
    vendor: r.vendor === 0 ? "amd" : "intel",
    id: `cpu-${pos}`,
    name: `CPU ${pos}`,
    nameZh: `CPU ${pos}`,
    family: r.vendor === 0 ? "Ryzen" : "Core",
    series: "S",
    segment: r.cores > 16 ? "server" : "desktop",
    codename: null,
    codenameZh: null,
    socket: SOCKETS[r.socket] ?? null,
    launchDate: null,
    cores: r.cores,
    threads: r.cores * 2,
    baseClockMhz: null,
    boostClockMhz: null,
    l3Kib: null,
    tdpW: r.tdp,
    microarchitecture: null,
    process: null,
    launchPriceUsd: null,
    status: "launched",
    memoryTypes: MEMORY[r.memory] ?? [],
    pcieVersion: null,
    pcieLanes: null,
    gpuName: r.igpu ? "GPU" : null,
    unlocked: null,
    maxSockets: MAX_SOCKETS[r.sockets] ?? null,
    scores: { geekbench6Multi: null, geekbench6Single: null, passmark: null },
  };
  return { key: pos, launchYear: 2020 + (pos % 5), launchSort: null, item };
}

const rows = fc.array(
  fc.record({
    vendor: fc.integer({ min: 0, max: 1 }),
    socket: fc.integer({ min: 0, max: SOCKETS.length - 1 }),
    memory: fc.integer({ min: 0, max: MEMORY.length - 1 }),
    cores: fc.integer({ min: 1, max: 32 }),
    tdp: fc.option(fc.integer({ min: 5, max: 300 })),
    igpu: fc.boolean(),
    sockets: fc.integer({ min: 0, max: MAX_SOCKETS.length - 1 }),
  }),
  { minLength: 1, maxLength: 80 },
);
const query = fc.record({
  vendor: fc.subarray(["amd", "intel"] as const),
  socket: fc.subarray(["AM4", "AM5", "LGA1700"]),
  memory: fc.subarray(["DDR4", "DDR5", "LPDDR5x"]),
  sockets: fc.subarray(["1", "2", "4", "8"]),
  coresMin: fc.option(fc.integer({ min: 1, max: 32 })),
  tdpMax: fc.option(fc.integer({ min: 5, max: 300 })),
  igpu: fc.constantFrom(null, "yes" as const, "no" as const),
  searched: fc.option(fc.integer({ min: 0, max: 2 })),
});

/** Passes every filter of a query except `except`'s. */
function passes(r: LibraryRow, q: LibraryQuery, except: string): boolean {
  const { item } = r;
  if (except !== "vendor" && q.vendor.length > 0 && !q.vendor.includes(item.vendor)) return false;
  if (except !== "socket" && q.socket.length > 0 && !q.socket.includes(item.socket ?? "")) return false;
  if (except !== "memory" && q.memory.length > 0 && !item.memoryTypes.some((m) => q.memory.includes(m))) return false;
  if (except !== "sockets" && q.sockets.length > 0 && !q.sockets.includes(String(item.maxSockets))) return false;
  if (except !== "cores" && q.cores.min !== null && !(item.cores >= q.cores.min)) return false;
  if (except !== "tdp" && q.tdp.max !== null && !(item.tdpW !== null && item.tdpW <= q.tdp.max)) return false;
  if (except !== "igpu" && q.igpu !== null && (item.gpuName !== null) !== (q.igpu === "yes")) return false;
  return true;
}

describe("facet counts", () => {
  it("count each facet over the processors passing every other filter, however many that is", () => {
    fc.assert(
      fc.property(rows, query, (generated, chosen) => {
        const cpuRows = generated.map((r, pos) => row(pos, r));
        const table = libraryTable(cpuRows);
        const q: LibraryQuery = {
          ...emptyLibraryQuery(),
          vendor: chosen.vendor,
          socket: chosen.socket,
          memory: chosen.memory,
          sockets: chosen.sockets,
          cores: { min: chosen.coresMin, max: null },
          tdp: { min: null, max: chosen.tdpMax },
          igpu: chosen.igpu,
        };
        // A search leaving every (searched + 1)-th processor.
        const ranks =
          chosen.searched === null
            ? null
            : Uint8Array.from(cpuRows, (_, pos) => (pos % (chosen.searched! + 1) === 0 ? 0 : NO_MATCH));
        const searched = cpuRows.filter((_, pos) => !ranks || ranks[pos] !== NO_MATCH);
        const index = { table, columns: buildFacetColumns(table), orders: new Map() };
        const paging = { page: 1, pageSize: 25, clampPage: true };
        // A different query first: the index's reused buffers must not carry anything over.
        const otherRanks = ranks ? null : Uint8Array.from(cpuRows, (_, pos) => (pos % 2 === 0 ? 0 : NO_MATCH));
        runLibraryQuery(index, { ...q, vendor: q.vendor.length > 0 ? [] : ["amd"] }, otherRanks, paging);
        const result = runLibraryQuery(index, q, ranks, paging);

        expect(result.total).toBe(searched.filter((r) => passes(r, q, "")).length);
        for (const facet of ["vendor", "socket", "memory", "sockets"] as const) {
          const counts = new Map<string, number>();
          for (const r of searched.filter((c) => passes(c, q, facet))) {
            const { item } = r;
            const sockets = item.maxSockets === null ? null : String(item.maxSockets);
            const values =
              facet === "memory"
                ? item.memoryTypes
                : [facet === "vendor" ? item.vendor : facet === "socket" ? item.socket : sockets];
            for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
          }
          const got = new Map(result.facets[facet].filter((c) => c.count > 0).map((c) => [c.value, c.count]));
          expect(got).toEqual(counts);
        }
        const igpu = searched.filter((c) => passes(c, q, "igpu"));
        expect(result.facets.igpu).toEqual([
          { value: "yes", count: igpu.filter((c) => c.item.gpuName !== null).length },
          { value: "no", count: igpu.filter((c) => c.item.gpuName === null).length },
        ]);
        for (const [facet, value] of [
          ["cores", (r: LibraryRow) => r.item.cores],
          ["tdp", (r: LibraryRow) => r.item.tdpW],
        ] as const) {
          const known = searched
            .filter((c) => passes(c, q, facet))
            .flatMap((r) => (value(r) === null ? [] : [value(r) ?? 0]));
          expect(result.facets[facet]).toEqual(
            known.length > 0 ? { min: Math.min(...known), max: Math.max(...known) } : { min: null, max: null },
          );
        }
      }),
      { numRuns: 400 },
    );
  });
});
