import { describe, expect, it } from "vitest";
import { CatalogueUnavailableError } from "#catalogue/connection.server";
import { badRequest, movedTo, noPage, ok, unknownProcessor, type Outcome } from "../catalog/outcome";
import { pageData, type PageRequest } from "./page-data.server";

const ORIGIN = "http://localhost";
const args = (path: string) => ({ request: new Request(`${ORIGIN}${path}`), params: {} });

/** What pageData throws for `outcome` on `path`: a redirect Response or data() with its init. */
async function thrown(
  path: string,
  outcome: Outcome<unknown>,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  try {
    await pageData(args(path), () => outcome);
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: null, headers: error.headers };
    const { data, init } = error as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data, headers: new Headers(init?.headers) };
  }
  throw new Error("pageData returned");
}

describe("pageData: a domain outcome as the page's HTTP", () => {
  it("returns the value of an ok outcome", async () => {
    expect(await pageData(args("/lib"), () => ok({ n: 1 }))).toEqual({ n: 1 });
  });

  it("gives the domain the query, without a payload's cache-busting v", async () => {
    let seen: PageRequest | undefined;
    await pageData({ ...args("/en/lib/_payload.json?q=r7&v=abc"), params: { id: "x" } }, (page) => ok((seen = page)));
    expect(seen?.query.toString()).toBe("q=r7");
    expect(seen?.params).toEqual({ id: "x" });
    await pageData(args("/en/lib?q=r7&v=abc"), (page) => ok((seen = page)));
    expect(seen?.query.toString()).toBe("q=r7&v=abc");
  });

  it("answers 400 and 404 as text, naming the page path without the payload suffix", async () => {
    expect(await thrown("/upgrade?budget=-1", badRequest("Bad Request: budget"))).toMatchObject({
      status: 400,
      body: "Bad Request: budget",
    });
    expect(await thrown("/compare?ids=amd/x", unknownProcessor("amd/x"))).toMatchObject({
      status: 404,
      body: "Processor not found: amd/x",
    });
    expect(await thrown("/en/socket/nope/_payload.json", noPage())).toMatchObject({
      status: 404,
      body: "Page not found: /en/socket/nope",
    });
    expect(await thrown("/cpu/intel/core_i9", noPage(true))).toMatchObject({
      status: 404,
      body: "Page Not Found: /cpu/intel/core_i9",
    });
  });

  it("redirects to the localized path, the payload's twin for a payload, with the query asked for", async () => {
    const at = async (path: string, outcome: Outcome<unknown>) => {
      const { status, headers } = await thrown(path, outcome);
      return [status, headers.get("Location")];
    };
    expect(await at("/cpu/intel/epyc-9654", movedTo("/cpu/amd/epyc-9654", { permanent: true }))).toEqual([
      301,
      "/cpu/amd/epyc-9654",
    ]);
    expect(
      await at("/en/cpu/intel/epyc-9654/_payload.json", movedTo("/cpu/amd/epyc-9654", { permanent: true })),
    ).toEqual([301, "/en/cpu/amd/epyc-9654/_payload.json"]);
    expect(await at("/en/upgrade/_payload.json?q=7800", movedTo("/upgrade?from=amd/x", { permanent: false }))).toEqual([
      303,
      "/en/upgrade/_payload.json?from=amd/x",
    ]);
    expect(
      await at("/en/compare/b-vs-a?diff=1", movedTo("/compare/a-vs-b", { permanent: true, keepQuery: true })),
    ).toEqual([301, "/en/compare/a-vs-b?diff=1"]);
  });

  it("answers 503 with Retry-After when the catalogue fails, and lets other errors through", async () => {
    const failing = (error: Error) => pageData(args("/lib"), () => Promise.reject(error));
    const unavailable = (await failing(new CatalogueUnavailableError("missing")).then(
      () => null,
      (e: unknown) => e,
    )) as { data: string; init: ResponseInit };
    expect(unavailable.init.status).toBe(503);
    expect(new Headers(unavailable.init.headers).get("Retry-After")).toBe("30");
    expect(unavailable.data).toMatch(/^Service Unavailable/);
    await expect(failing(new TypeError("a bug"))).rejects.toThrow("a bug");
  });
});
