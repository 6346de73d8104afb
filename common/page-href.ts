// Links from the table of kinds (page-kinds.ts), after React Router's href(): a kind's name and
// its parameters, checked by the type checker, give its path, in a locale for a localized kind.
// Every page path the site writes comes from here. Light (no path-to-regexp): the browser
// builds links with it.
import type { Locale } from "./locale";
import { localizePath } from "./locale-paths";
import { SITE_KINDS, type DeclaredKind, type PathParams, type SiteKind } from "./page-kinds";

export type KindName = DeclaredKind["name"];

/** The parameters of a path pattern: each `:name` segment, and `*` for the rest of a splat. */
type ParamNames<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : Path extends `:${infer Name}`
    ? Name
    : Path extends "*"
      ? "*"
      : never;

type KindNamed<Name extends KindName> = Extract<DeclaredKind, { name: Name }>;

export type HrefParams<Name extends KindName> = { readonly [P in ParamNames<KindNamed<Name>["path"]>]: string };

/** Parameters when the path has any; a locale for a page or a localized resource (none: unprefixed, zh). */
type HrefArgs<Name extends KindName> = [
  ...([ParamNames<KindNamed<Name>["path"]>] extends [never] ? [] : [params: HrefParams<Name>]),
  ...(KindNamed<Name> extends { locale: "none" } ? [] : [locale?: Locale]),
];

const KINDS = new Map<string, SiteKind>(SITE_KINDS.map((kind: SiteKind) => [kind.name, kind]));

/** The kind's unprefixed path with its parameters filled in ("cpu/:vendor/:id" -> "/cpu/amd/x"). */
export function kindPath(kind: SiteKind, params: PathParams): string {
  const filled = kind.path.split("/").map((segment) => {
    const name = segment.startsWith(":") ? segment.slice(1) : segment === "*" ? "*" : null;
    if (name === null) return segment;
    const value = params[name];
    if (value === undefined) throw new Error(`${kind.name}: no value for the path parameter "${name}"`);
    return value;
  });
  return `/${filled.join("/")}`;
}

/**
 * The path of a page or endpoint: `pageHref("cpu", { vendor, id }, locale)`, `pageHref("lib", locale)`,
 * `pageHref("api-cpus-csv")`. Without a locale, the unprefixed (zh) path, as domain outcomes and
 * the sitemap carry it. Parameters go in as they are: ids and slugs need no encoding.
 */
export function pageHref<Name extends KindName>(name: Name, ...args: HrefArgs<Name>): string {
  const kind = KINDS.get(name)!;
  const [first, second] = args as unknown[];
  const params = typeof first === "object" ? (first as PathParams) : {};
  const locale = (typeof first === "string" ? first : second) as Locale | undefined;
  const path = kindPath(kind, params);
  return locale ? localizePath(path, locale) : path;
}
