// The per-request CSP nonce, from the server's renderer to the inline scripts of the
// document. Absent when prerendering (those pages get hashes instead) and in the browser.
import { createContext, useContext } from "react";

/** How server/ hands the nonce to the renderer: set by the server, never taken from a client. */
export const CSP_NONCE_HEADER = "x-cpu-atlas-csp-nonce";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
