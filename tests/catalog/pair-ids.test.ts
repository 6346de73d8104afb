// Head-to-head URLs name processors by id without the vendor (app/catalog/compare/pairs.ts):
// that holds only while no id is used by both vendors.
import { describe, expect, it } from "vitest";
import { loadSeedCatalogue } from "../../db/seed";

const { cpus } = loadSeedCatalogue("data/cpus");

describe("processor ids", () => {
  it("are unique across vendors, so /compare/{idA}-vs-{idB} names each processor once", () => {
    const vendors = new Map<string, Set<string>>();
    for (const c of cpus) vendors.set(c.id, (vendors.get(c.id) ?? new Set()).add(c.vendor));
    expect([...vendors].filter(([, v]) => v.size > 1).map(([id]) => id)).toEqual([]);
    expect(cpus.length).toBeGreaterThan(2000);
  });
});
