// The per-request CSP nonce, from the server's renderer to the inline scripts of the
// document. Absent when prerendering (those pages get hashes instead) and in the browser.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
