import type { Config } from "@react-router/dev/config";
import { availableParallelism } from "node:os";
import { prerenderPaths } from "./db/prerender-paths";

export default {
  ssr: true,
  basename: process.env.BASE_URL ?? "/",
  future: { v8_middleware: true },
  routeDiscovery: { mode: "initial" },
  prerender: {
    paths: () => prerenderPaths(),
    concurrency: Math.max(2, availableParallelism()),
  },
} satisfies Config;
