// Cache-Control values, named once.
export const HTML_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
export const DATA_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const NO_STORE = "no-store";
