// How server/ hands the per-request CSP nonce to the renderer (app/entry.server.tsx): a request
// header set by the server, never taken from a client.
export const CSP_NONCE_HEADER = "x-cpu-atlas-csp-nonce";
