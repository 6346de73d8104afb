// The folder boundaries are ESLint rules (eslint.config.js); this proves each one fires on an
// offending import and stays quiet on an allowed one, by linting snippets as files of each folder.
import { ESLint } from "eslint";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file `path` (relative to the root). */
async function firedRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const IMPORTS = "@typescript-eslint/no-restricted-imports";
const DYNAMIC = "no-restricted-syntax";

describe("server/ reaches app/ only through serverApi", () => {
  it.each([
    ["a value import", `import { listCpus } from "../app/catalog/library/list.server";\nvoid listCpus;`, IMPORTS],
    ["a re-export", `export { listCpus } from "../app/catalog/library/list.server";`, IMPORTS],
    ["a side-effect import", `import "../app/entry.server";`, IMPORTS],
    ["an import()", `void import("../app/entry.server");`, DYNAMIC],
    [
      "an inline type that still loads the module",
      `import { type Locale } from "../app/i18n/locale";\nexport type L = Locale;`,
      "@typescript-eslint/no-import-type-side-effects",
    ],
  ])("refuses %s of app/", async (_kind, code, rule) => {
    expect(await firedRules("server/example.ts", code)).toContain(rule);
  });

  it.each([
    ["a type import of app/", `import type { Locale } from "../app/i18n/locale";\nexport type L = Locale;`],
    ["a type re-export of app/", `export type { Locale } from "../app/i18n/locale";`],
    ["server/app.ts", `import { createApp } from "./app";\nvoid createApp;`],
    ["common/ by its name", `import { CACHE_POLICY } from "#common/http";\nvoid CACHE_POLICY;`],
  ])("allows %s", async (_kind, code) => {
    expect(await firedRules("server/example.ts", code)).toEqual([]);
  });
});

describe("common/ imports neither app/ nor server/", () => {
  it.each([
    [
      "a value import of app/",
      `import { listCpus } from "../app/catalog/library/list.server";\nvoid listCpus;`,
      IMPORTS,
    ],
    ["a type import of app/", `import type { Locale } from "../app/i18n/locale";\nexport type L = Locale;`, IMPORTS],
    ["a value import of server/", `import { serve } from "../server/serve";\nvoid serve;`, IMPORTS],
    ["an import() of server/", `void import("../server/serve");`, DYNAMIC],
  ])("refuses %s", async (_kind, code, rule) => {
    expect(await firedRules("common/example.ts", code)).toContain(rule);
  });

  it("allows its own modules", async () => {
    expect(
      await firedRules(
        "common/example.ts",
        `import { localeFromPathPrefix } from "./locale";\nvoid localeFromPathPrefix;`,
      ),
    ).toEqual([]);
  });
});

describe("app/ and server/ import common/ by its one name, #common/…", () => {
  it.each(["app/catalog/example.ts", "app/example.tsx", "server/example.ts"])(
    "refuses a relative path in %s",
    async (path) => {
      const depth = path.split("/").length - 1;
      const code = `import { CACHE_POLICY } from "${"../".repeat(depth)}common/http";\nvoid CACHE_POLICY;`;
      expect(await firedRules(path, code)).toContain(IMPORTS);
    },
  );

  it("allows #common/…", async () => {
    expect(
      await firedRules(
        "app/catalog/example.ts",
        `import { negotiateLocale } from "#common/locale";\nvoid negotiateLocale;`,
      ),
    ).toEqual([]);
  });
});

describe("app/catalog is the domain, without HTTP and without words", () => {
  it.each([
    ["react-router", `import { redirect } from "react-router";\nvoid redirect;`, "no-restricted-imports"],
    [
      "an HTTP module",
      `import { pageData } from "../pages/page-data.server";\nvoid pageData;`,
      "no-restricted-imports",
    ],
    ["a Response", `export const answer = () => new Response("no");`, "no-restricted-globals"],
    ["a dictionary", `import { zh } from "../i18n/zh";\nvoid zh;`, "no-restricted-imports"],
    [
      "the Messages type",
      `import type { Messages } from "../../i18n/zh";\nexport type M = Messages;`,
      "no-restricted-imports",
    ],
    ["fill", `import { fill } from "../i18n/messages";\nvoid fill;`, "no-restricted-imports"],
    [
      "statusLabel",
      `import { statusLabel } from "../../i18n/status-label";\nvoid statusLabel;`,
      "no-restricted-imports",
    ],
  ])("refuses %s", async (_kind, code, rule) => {
    expect(await firedRules("app/catalog/example.ts", code)).toContain(rule);
  });

  it("allows the domain's own modules", async () => {
    expect(await firedRules("app/catalog/example.ts", `import { ok } from "./outcome";\nvoid ok;`)).toEqual([]);
  });
});

describe("catalogue/ is the floor app/ and the importer stand on", () => {
  it.each([
    ["a value import of app/", `import { zh } from "../app/i18n/zh";\nvoid zh;`, IMPORTS],
    [
      "an import of the importer",
      `import { writeCatalogue } from "../db/write-catalogue";\nvoid writeCatalogue;`,
      IMPORTS,
    ],
    ["an import of server/", `import { serve } from "../server/serve";\nvoid serve;`, IMPORTS],
    ["an import() of db/", `void import("../db/seed");`, DYNAMIC],
    ["itself by its outside name", `import { slugify } from "#catalogue/slug";\nvoid slugify;`, IMPORTS],
  ])("refuses %s", async (_kind, code, rule) => {
    expect(await firedRules("catalogue/example.ts", code)).toContain(rule);
  });

  it("allows its own modules and the dictionaries' types", async () => {
    const code = `import { slugify } from "./slug";\nimport type { Messages } from "../app/i18n/zh";\nvoid slugify;\nexport type M = Messages;`;
    expect(await firedRules("catalogue/example.ts", code)).toEqual([]);
  });

  it.each(["app/catalog/example.ts", "db/example.ts", "tests/catalog/example.ts"])(
    "refuses a relative path to it in %s",
    async (path) => {
      const depth = path.split("/").length - 1;
      expect(
        await firedRules(path, `import { slugify } from "${"../".repeat(depth)}catalogue/slug";\nvoid slugify;`),
      ).toContain(IMPORTS);
    },
  );

  it("keeps server/ to its types: the connection and caches exist once per process", async () => {
    expect(
      await firedRules(
        "server/example.ts",
        `import { getCatalogue } from "#catalogue/connection.server";\nvoid getCatalogue;`,
      ),
    ).toContain(IMPORTS);
    expect(
      await firedRules(
        "server/example.ts",
        `import type { Catalogue } from "#catalogue/connection.server";\nexport type C = Catalogue;`,
      ),
    ).toEqual([]);
  });
});

describe("app/ and the importer (db/) do not import each other", () => {
  it("refuses app/ in db/ and db/ in app/", async () => {
    expect(
      await firedRules(
        "db/example.ts",
        `import { popularPairSlugs } from "../app/catalog/compare/pairs.server";\nvoid popularPairSlugs;`,
      ),
    ).toContain(IMPORTS);
    expect(
      await firedRules(
        "app/catalog/example.ts",
        `import { loadSeedCatalogue } from "../../db/seed";\nvoid loadSeedCatalogue;`,
      ),
    ).toContain(IMPORTS);
  });

  it("allows both to import the catalogue", async () => {
    expect(await firedRules("db/example.ts", `import { slugify } from "#catalogue/slug";\nvoid slugify;`)).toEqual([]);
  });
});
