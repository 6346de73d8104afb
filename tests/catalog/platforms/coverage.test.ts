// Every socketed desktop, workstation and server processor belongs to exactly one platform
// generation; laptop parts are never offered as upgradeable.
import { describe, expect, it } from "vitest";
import { PLATFORMS, platformOf } from "../../../app/catalog/platforms";
import { inGeneration } from "../../../app/catalog/platforms/platform-of";
import { CATALOGUE } from "./catalogue";

const key = (c: { vendor: string; id: string }) => `${c.vendor}/${c.id}`;

describe("platform coverage of the catalogue", () => {
  it("maps every desktop, workstation and server processor to exactly one platform generation (or a soldered package)", () => {
    const problems = CATALOGUE.filter(
      (c) => c.segment === "desktop" || c.segment === "workstation" || c.segment === "server",
    ).flatMap((c) => {
      const fit = platformOf(c);
      if (fit.kind === "soldered") return [];
      const matches = PLATFORMS.flatMap((p) =>
        p.socket === c.socket ? p.generations.filter((g) => inGeneration(c, g)).map((g) => `${p.slug}/${g.id}`) : [],
      );
      return matches.length === 1
        ? []
        : [
            `${key(c)} (${c.socket}, ${c.series}, ${c.codename}): ${matches.length === 0 ? "no platform" : matches.join(" + ")}`,
          ];
    });
    expect(problems).toEqual([]);
  });

  it("reports no laptop processor as socketed on a desktop platform", () => {
    const socketed = CATALOGUE.filter((c) => c.segment === "laptop" && platformOf(c).kind === "socket").map(key);
    expect(socketed).toEqual([]);
  });

  it("gives every platform generation at least one catalogue processor (catches a mistyped code name)", () => {
    const empty = PLATFORMS.flatMap((p) =>
      p.generations
        .filter((g) => !CATALOGUE.some((c) => c.socket === p.socket && inGeneration(c, g)))
        .map((g) => `${p.slug}/${g.id}`),
    );
    expect(empty).toEqual([]);
  });

  it("sends soldered desktop parts (BGA) to the soldered kind", () => {
    const bga = CATALOGUE.filter((c) => c.segment === "desktop" && /BGA/.test(c.socket ?? ""));
    expect(bga.length).toBeGreaterThan(0);
    expect(bga.every((c) => platformOf(c).kind === "soldered")).toBe(true);
  });
});
