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
);
