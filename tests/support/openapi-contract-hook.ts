// Vitest setup for the HTTP suite: every answer to a GET or HEAD under /api/ that a test
// fetches is checked against the server's OpenAPI document; an answer that departs from it
// fails the request (and so the test) with what differs.
import { inject } from "vitest";
import { apiContract, OPENAPI_PATH } from "./openapi-contract";

const undecorated = globalThis.fetch;

globalThis.fetch = async function fetchCheckedAgainstOpenApi(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const res = await undecorated(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (!url.pathname.startsWith("/api/") || (method !== "GET" && method !== "HEAD")) return res;
  // The document itself is what the check loads: checking it here would wait on its own
  // loading (a deadlock whenever it is the first /api/ request of a test file). Its own tests
  // validate it against OAI's schema.
  if (url.pathname === OPENAPI_PATH) return res;
  const contract = await apiContract(inject("baseUrl"), undecorated);
  const body = method === "HEAD" ? "" : await res.clone().text();
  const problems = contract.check({
    method,
    url: new URL(res.url || url),
    status: res.status,
    headers: res.headers,
    body,
  });
  if (problems.length > 0)
    throw new Error(
      `${method} ${url.pathname}${url.search} → ${res.status} departs from /api/openapi.json:\n  ${problems.join("\n  ")}`,
    );
  return res;
};
