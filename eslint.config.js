import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
  {
    // app/catalog is the domain: values and typed outcomes (outcome.ts). HTTP (statuses,
    // headers, redirects, Responses) lives in app/pages and app/api.
    files: ["app/catalog/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "react-router", message: "app/catalog is the domain: return an Outcome (outcome.ts); app/pages or app/api adds the HTTP." }],
          patterns: [{ group: ["**/api/*", "**/pages/*", "**/routes/*", "**/http", "**/http-etag"], message: "app/catalog must not depend on the HTTP layers." }],
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
    // catalogue/ is the lowest floor: the field registry, schema, connection, statements and the
    // per-data-version cache that both app/ and the importer (db/) read. It imports neither (the
    // registry types its label keys against the dictionaries: types only), nor server/ or scripts/.
    files: ["catalogue/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/app/**"], allowTypeImports: true, message: "catalogue/ sits below app/: move what both need into catalogue/." },
            { group: ["**/db/**", "**/server/**", "**/scripts/**"], message: "catalogue/ sits below the importer, the server and the scripts." },
            { regex: "^#catalogue/", message: "inside catalogue/, import relatively." },
          ],
        },
      ],
    },
  },
  {
    // Above it, the catalogue has one name (package.json "imports"), like #common.
    files: ["app/**", "db/**", "scripts/**", "tests/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ group: ["**/catalogue/**"], message: "import the catalogue module as #catalogue/…" }] }],
    },
  },
  {
    // server/ reaches the catalogue only through the server build (serverApi), so its connection
    // and caches exist once per process.
    files: ["server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^#catalogue/|(^|/)catalogue/", allowTypeImports: true, message: "server/ reaches the catalogue through serverApi (one connection per process)." }] },
      ],
    },
  },
);
