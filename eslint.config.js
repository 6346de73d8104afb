import js from "@eslint/js";
import tseslint from "typescript-eslint";

// Folders import downward only: app/ and server/ stand on common/, which imports neither; server/
// reaches the app only through the server build (common/server-api.ts), so app/ is types only.
// Folders are reached by relative paths, except common/ and catalogue/, which have one name each:
// #common/… and #catalogue/…. catalogue/ (the field registry, schema, connection, statements and
// per-data-version cache) is the floor both app/ and the importer (db/) stand on.
const APP = "^(\\.\\./)+app/";
const APP_OR_SERVER = "^(\\.\\./)+(app|server)/";
const RELATIVE_COMMON = { regex: "^(\\.\\./)+common/", message: "Import common/ as #common/… (package.json imports)." };
const RELATIVE_CATALOGUE = {
  regex: "^(\\.\\./)+catalogue/",
  message: "Import catalogue/ as #catalogue/… (package.json imports).",
};
const CATALOGUE = "^#catalogue/|^(\\.\\./)+catalogue/";
const SCRIPTS = "^(\\.\\./)+scripts/";
const NOT_APP_ABOVE_CATALOGUE = "^(\\.\\./)+(db|server|scripts)/";
const ABOVE_CATALOGUE = "^(\\.\\./)+(app|db|server|scripts)/";
const APP_AND_IMPORTER_APART = (other) => ({
  regex: `^(\\.\\./)+${other}/`,
  message: "app/ and the importer (db/) do not import each other: what both need lives in catalogue/.",
});
const dynamicImportOf = (regex, message) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
  message,
});

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-control-regex": "off",
      // `import { type A } from "m"` still loads m at run time (verbatimModuleSyntax keeps `import {} from "m"`).
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    // app/catalog is the domain: values and typed outcomes (outcome.ts). HTTP (statuses,
    // headers, redirects, Responses) lives in app/pages and app/api, and so do the words: the
    // view turns the domain's numbers and decisions into the visitor's language.
    files: ["app/catalog/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              message: "app/catalog is the domain: return an Outcome (outcome.ts); app/pages or app/api adds the HTTP.",
            },
          ],
          patterns: [
            {
              group: ["**/api/*", "**/pages/*", "**/routes/*", "**/http", "**/http-etag"],
              message: "app/catalog must not depend on the HTTP layers.",
            },
            {
              group: ["**/i18n/*", "**/i18n"],
              message:
                "app/catalog returns numbers and decisions; the words (dictionaries, fill, Messages, statusLabel) are the view's: app/pages or app/components.",
            },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "Response", message: "app/catalog builds no Response: return a value or an Outcome (outcome.ts)." },
        { name: "Headers", message: "app/catalog builds no headers." },
      ],
    },
  },
  {
    files: ["app/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [RELATIVE_COMMON, RELATIVE_CATALOGUE, APP_AND_IMPORTER_APART("db")] },
      ],
    },
  },
  {
    files: ["server/**"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: APP,
              allowTypeImports: true,
              message: "server/ reaches the app through serverApi (common/server-api.ts); import app/ types only.",
            },
            {
              regex: CATALOGUE,
              allowTypeImports: true,
              message:
                "server/ reaches the catalogue through serverApi, so its connection and caches exist once per process; import catalogue/ types only.",
            },
            {
              regex: SCRIPTS,
              message:
                "server/ is below the build scripts: a script passes what the server needs (see scripts/dev.ts).",
            },
            RELATIVE_COMMON,
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        dynamicImportOf(APP, "server/ reaches the app through serverApi (common/server-api.ts), not import()."),
        dynamicImportOf(CATALOGUE, "server/ reaches the catalogue through serverApi, not import()."),
        dynamicImportOf(SCRIPTS, "server/ is below the build scripts, not import()."),
        {
          selector: `TSImportType[argument.literal.value=/${SCRIPTS.replaceAll("/", "\\/")}/]`,
          message: "server/ is below the build scripts: not even its types come from scripts/.",
        },
      ],
    },
  },
  {
    files: ["common/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: APP_OR_SERVER, message: "common/ is the floor app/ and server/ stand on: it imports neither." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        dynamicImportOf(APP_OR_SERVER, "common/ is the floor app/ and server/ stand on: it imports neither."),
      ],
    },
  },
  {
    // catalogue/ imports none of the folders above it; the registry types its label keys
    // against the dictionaries (types only, no run-time edge).
    files: ["catalogue/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: APP,
              allowTypeImports: true,
              message: "catalogue/ is below app/: move what both need into catalogue/.",
            },
            {
              regex: NOT_APP_ABOVE_CATALOGUE,
              message: "catalogue/ is below the importer (db/), server/ and scripts/.",
            },
            { regex: "^#catalogue/", message: "Inside catalogue/, import relatively." },
            RELATIVE_COMMON,
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        dynamicImportOf(ABOVE_CATALOGUE, "catalogue/ is below app/, db/, server/ and scripts/."),
      ],
    },
  },
  {
    files: ["db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [RELATIVE_CATALOGUE, APP_AND_IMPORTER_APART("app")] },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [RELATIVE_CATALOGUE] }] },
  },
);
