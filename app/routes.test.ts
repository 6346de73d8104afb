// app/routes.ts and the route rules are derived from the table of kinds (common/page-kinds.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { SITE_KINDS, type SiteKind } from "#common/page-kinds";
import routes from "./routes";
import { ROUTE_RULES, applyRouteRules } from "./routing/route-rules";

const kinds: readonly SiteKind[] = SITE_KINDS;

/** Every route by id, with its full path ("" for the root index). */
function flatten(
  entries: readonly RouteConfigEntry[],
  parent = "",
): Map<string, { path: string; file: string; index: boolean }> {
  const out = new Map<string, { path: string; file: string; index: boolean }>();
  for (const entry of entries) {
    const path = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    if (entry.id) out.set(entry.id, { path, file: entry.file, index: entry.index === true });
    for (const [id, child] of flatten(entry.children ?? [], path)) out.set(id, child);
  }
  return out;
}

const byId = flatten(routes);

describe("routes derived from the table of kinds", () => {
  it.each(kinds.map((k): [string, SiteKind] => [k.name, k]))(
    "%s is registered at its path, in each of its locales",
    (_, kind) => {
      const localized = kind.type === "page" || kind.locale === "zh-en";
      const registered = localized
        ? [
            [`zh-${kind.name}`, kind.path],
            [`en-${kind.name}`, kind.path ? `en/${kind.path}` : "en"],
          ]
        : [[kind.name, kind.path]];
      for (const [id, path] of registered) expect(byId.get(id!), id).toMatchObject({ path, file: kind.module });
      expect(existsSync(join(import.meta.dirname, kind.module)), kind.module).toBe(true);
    },
  );

  it("gives each page kind with a payload twin its _payload.json route, and no other", () => {
    const twins = [...byId].filter(([, r]) => r.file === "routes/payload.ts").map(([id, r]) => [id, r.path]);
    const expected = kinds.flatMap((k) =>
      k.type === "page" && k.payload
        ? [
            [`zh-payload-${k.name}`, k.path ? `${k.path}/_payload.json` : "_payload.json"],
            [`en-payload-${k.name}`, k.path ? `en/${k.path}/_payload.json` : "en/_payload.json"],
          ]
        : [],
    );
    expect(twins.sort()).toEqual(expected.sort());
  });

  it("wraps each page in the messages layouts its kind names, in that order", () => {
    const layouts = (entries: readonly RouteConfigEntry[], id: string, outer: string[] = []): string[] | null => {
      for (const entry of entries) {
        if (entry.id === id) return outer;
        const part = /^layouts\/messages\/zh-(.+)\.tsx$/.exec(entry.file)?.[1];
        const found = layouts(entry.children ?? [], id, part ? [...outer, part] : outer);
        if (found) return found;
      }
      return null;
    };
    for (const kind of kinds)
      if (kind.type === "page") expect(layouts(routes, `zh-${kind.name}`), kind.name).toEqual(kind.messages);
  });

  it("redirects each canonical kind's non-canonical paths, and only those", () => {
    const canonical = kinds.filter((k) => k.type === "page" && k.canonical).map((k) => `/${k.path}`);
    expect(ROUTE_RULES.filter((rule) => rule.canonicalOnly).map((rule) => rule.pattern)).toEqual(canonical);
    expect(applyRouteRules("/en/socket/AM5", "").redirect?.location).toBe("/en/socket/am5");
    expect(applyRouteRules("/cpu/AMD/amd-Ryzen-5-7600", "").redirect?.location).toBe("/cpu/amd/ryzen-5-7600");
  });
});
