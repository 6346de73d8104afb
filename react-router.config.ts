import type { Config } from "@react-router/dev/config";
import { env } from "./common/env.ts";

// No `prerender` here: React Router's prerender renders in the build process on one core.
// scripts/prerender/ renders the same files from the built server in one process per core
// (scripts/prerender-paths.ts lists the pages), run by scripts/build.ts after this build.
export default {
  ssr: true,
  // BASE_URL, like every variable, is read through the env schema (common/env.ts).
  basename: env().BASE_URL,
  future: { v8_middleware: true },
  routeDiscovery: { mode: "initial" },
} satisfies Config;
