// What server/ may ask of the application: one object, `serverApi`, exported by
// app/entry.server.tsx and so reached through the server build (build.entry.module), never
// by importing app/ from the sources. The application's modules then exist once per process
// (one catalogue connection, one set of indexes, warmed before the port opens). Types only.

export type CatalogueState = { available: boolean; dataVersion: string | null };

/** What the metrics say about the live catalogue (`builtAt`: when its file was built). */
export type CatalogueFacts = CatalogueState & { builtAt: string | null };

export type WarmUp = { ms: number; cpus: number } | { error: string };

/** The in-memory indexes built from the catalogue, once per data version and process. */
export const INDEX_KINDS = ["library", "search", "detail", "platform"] as const;
export type IndexKind = (typeof INDEX_KINDS)[number];

export type RouteRulesOutcome = {
  redirect?: { location: string; status: number };
  headers: Record<string, string>;
};

export type ServerApi = {
  /** `probe`: also read from the file (readiness), so a locked or damaged file counts as unavailable. */
  catalogueState(probe?: boolean): CatalogueState;
  catalogueFacts(): CatalogueFacts;
  /** Forget the connection so the next request reopens the file (SIGHUP). */
  reloadCatalogue(): void;
  /** Builds the indexes before visitors need them (start-up, before the port opens). */
  warmUp(): WarmUp;
  /** How many times each index was built in this process. */
  indexBuilds(): Readonly<Record<IndexKind, number>>;
  applyRouteRules(pathname: string, search: string): RouteRulesOutcome;
};
