import type { Config } from "@react-router/dev/config";

// No `prerender` here: React Router's prerender renders in the build process on one core.
// scripts/prerender/ renders the same files from the built server in one process per core
// (scripts/prerender-paths.ts lists the pages), run by scripts/build.ts after this build.
export default {
  ssr: true,
  basename: process.env.BASE_URL ?? "/",
  future: { v8_middleware: true },
  routeDiscovery: { mode: "initial" },
} satisfies Config;
