// Every seed processor with a graphics unit count has a known graphics architecture, so its
// units can be compared with those of its own architecture (app/catalog/judgements/graphics.ts).
import { describe, expect, it } from "vitest";
import { loadSeedCatalogue } from "../../../db/seed";
import { graphicsArchitecture } from "../../../app/catalog/judgements/graphics";

describe("graphics architectures of the seed catalogue", () => {
  it("knows the architecture of every seed processor with a graphics unit count", () => {
    const unknown = loadSeedCatalogue("data/cpus")
      .cpus.filter(
        (c) =>
          c.gpuCores != null &&
          graphicsArchitecture({ vendor: c.vendor, codename: c.codename ?? null, gpuCores: c.gpuCores }) === null,
      )
      .map((c) => `${c.vendor}/${c.codename}`);
    expect([...new Set(unknown)]).toEqual([]);
  });
});
