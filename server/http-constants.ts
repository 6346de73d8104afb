// Limits and header values of the production server, named once.
export const ALLOWED_METHODS = ["GET", "HEAD"] as const;
export const MAX_URL_LENGTH = 8 * 1024;
export const MAX_HEADER_BYTES = 32 * 1024;
export const MAX_HEADER_COUNT = 200;
/** Node's own parser limit, above ours so that we answer 414/431 ourselves. */
export const NODE_MAX_HEADER_SIZE = 64 * 1024;
export const SHUTDOWN_GRACE_MS = 8_000;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
};
export const HSTS = "max-age=63072000; includeSubDomains; preload";
export const LOCALE_VARY = "Cookie, Accept-Language";
