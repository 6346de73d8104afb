// What a page's domain function answers besides its data: typed outcomes, no HTTP. The page
// layer (app/pages/page-data.server.ts) turns them into statuses, redirects and bodies.
export type Outcome<T> =
  | { kind: "ok"; value: T }
  /** A malformed request; `message` is the page's text. */
  | { kind: "bad-request"; message: string }
  /** A well-formed request for a processor the catalogue lacks (`ref`: "amd/ryzen-x" or an id). */
  | { kind: "unknown-processor"; ref: string }
  /** No page at this path: a route validation failed (`invalid`) or its subject does not exist. */
  | { kind: "no-page"; invalid: boolean }
  /**
   * The page lives elsewhere: `path` is unprefixed (zh) and the page layer localizes it.
   * `query` replaces the request's query; `keepQuery` carries the request's own.
   */
  | { kind: "moved"; permanent: boolean; path: string; query: string; keepQuery: boolean };

export const ok = <T>(value: T): Outcome<T> => ({ kind: "ok", value });
export const badRequest = (message: string): Outcome<never> => ({ kind: "bad-request", message });
export const unknownProcessor = (ref: string): Outcome<never> => ({ kind: "unknown-processor", ref });
export const noPage = (invalid = false): Outcome<never> => ({ kind: "no-page", invalid });

/** `href`: an unprefixed path with its query, if any ("/compare?ids=…"). */
export function movedTo(
  href: string,
  { permanent, keepQuery = false }: { permanent: boolean; keepQuery?: boolean },
): Outcome<never> {
  const at = href.indexOf("?");
  return {
    kind: "moved",
    permanent,
    path: at === -1 ? href : href.slice(0, at),
    query: at === -1 ? "" : href.slice(at),
    keepQuery,
  };
}

/** The same outcome with its value turned by `f` (the page layer words the domain's values). */
export function mapOk<T, U>(outcome: Outcome<T>, f: (value: T) => U): Outcome<U> {
  return outcome.kind === "ok" ? ok(f(outcome.value)) : outcome;
}
