import { describe, expect, it } from "vitest";
import { SITE_KINDS, type SiteKind } from "#common/page-kinds";
import * as pageDataFunctions from "./pages.server";

describe("the page kinds' data functions", () => {
  const kinds: readonly SiteKind[] = SITE_KINDS;
  const pages = kinds.flatMap((kind) => (kind.type === "page" ? [kind] : []));

  it("every kind with a payload twin names its data function, and every name is a function of pages.server.ts", () => {
    expect(pages.filter((kind) => kind.payload && !kind.data).map((kind) => kind.name)).toEqual([]);
    const functions: Record<string, unknown> = pageDataFunctions;
    for (const kind of pages.filter((k) => k.data)) expect(typeof functions[kind.data!], kind.name).toBe("function");
  });

  it("pages.server.ts exports no data function that no kind names", () => {
    const named = new Set(pages.map((kind) => kind.data));
    expect(Object.keys(pageDataFunctions).filter((name) => !named.has(name))).toEqual([]);
  });
});
