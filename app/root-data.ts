// What the root route's loader gives every page (the runtime config and the footer's sources line),
// declared apart from root.tsx so the layouts can read it without importing the root module.
import type { RuntimeConfig } from "./config.server";
import type { Locale } from "#common/locale";

export type RootData = { config: RuntimeConfig; sources: Record<Locale, string> | null };
