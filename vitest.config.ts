import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify("test") },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "common/**/*.test.ts",
            "catalogue/**/*.test.ts",
            "server/**/*.test.ts",
            "db/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "tests/catalog/**/*.test.ts",
            "tests/supply-chain/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["tests/support/global-server.ts"],
          setupFiles: ["tests/support/openapi-contract-hook.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
