// The zod schemas of the seed and of imports, built from the field registry: one set of
// bounds for both paths. Server-side only (the browser never loads zod).
import { z } from "zod";
import type { ImportFields, SeedFields } from "./field-types";
import { FIELD_NAMES, PROCESSOR_FIELDS, type FieldName, type FieldSpec } from "./processor-fields";

type Path = "seed" | "import";

function isClosed(spec: FieldSpec, path: Path): boolean {
  return spec.closed !== undefined && (spec.closed !== "seed" || path === "seed");
}

function textSchema(spec: FieldSpec, path: Path): z.ZodType {
  if (spec.values && isClosed(spec, path)) return z.enum(spec.values as [string, ...string[]]);
  if (spec.url) return z.url();
  let text = z.string();
  if (spec.minLength !== undefined) text = text.min(spec.minLength);
  if (spec.maxLength !== undefined) text = text.max(spec.maxLength);
  if (spec.pattern) text = text.regex(spec.pattern);
  return text;
}

function valueSchema(spec: FieldSpec, path: Path): z.ZodType {
  switch (spec.kind) {
    case "int":
    case "real": {
      const number = spec.kind === "int" ? z.number().int().positive() : z.number().positive();
      return spec.max === undefined ? number : number.max(spec.max);
    }
    case "flag":
      return z.boolean();
    case "text":
      return textSchema(spec, path);
    case "list": {
      const list = z.array(textSchema({ ...spec, kind: "text" }, path));
      return spec.minItems === undefined ? list : list.min(spec.minItems);
    }
  }
}

/** Facts that involve two fields; checked where both are present. */
type Counts = {
  cores?: number;
  threads?: number;
  pCores?: number;
  eCores?: number;
  lpeCores?: number;
  baseClockMhz?: number;
  boostClockMhz?: number;
};
type Sources = {
  sourceUrl?: string;
  alsoReportedUrl?: string;
  announcedOn?: string;
  launchDate?: string;
  status?: string;
};

/** The vendors' own sites: a specification from one of them needs no second source. */
export const VENDOR_HOSTS = /(^|\.)(amd\.com|intel\.com|intel\.cn|amd\.cn)$/;
const hostOf = (url: string | undefined) => (url ? (URL.parse(url)?.hostname.replace(/^www\./, "") ?? null) : null);
/**
 * OEMs' and cloud providers' own specification pages: the second rung of the OEM source rule
 * (data/README.md), enough alone for a processor of status `oem`.
 */
export const OEM_SPEC_HOSTS =
  /(^|\.)(apple\.com|dell\.com|hpe\.com|hp\.com|lenovo\.com|supermicro\.com|fujitsu\.com|cisco\.com|inspur\.com|aws\.amazon\.com|microsoft\.com|cloud\.google\.com|oracle\.com|alibabacloud\.com|tencentcloud\.com)$/;
/** Launches from here on follow the two-outlet sourcing rule when the vendor's page is not the source (data/README.md). */
export const TWO_OUTLET_RULE_FROM = "2025-08";

/**
 * The OEM source rule (seed only): the vendor's documentation, else an OEM's or cloud provider's
 * specification page, else two independent outlets or databases that agree (no announcement
 * date: an OEM part has none).
 */
function checkOemSources(primary: string | null, second: string | null, problem: Problem): void {
  const vendor = primary !== null && VENDOR_HOSTS.test(primary);
  const oem = primary !== null && OEM_SPEC_HOSTS.test(primary);
  if (second !== null) {
    if (vendor || oem) problem("alsoReportedUrl", "a vendor's or OEM's specification page needs no second source");
    if (second === primary)
      problem("alsoReportedUrl", "the second source must be independent of the first (another site)");
  } else if (!vendor && !oem) {
    problem("alsoReportedUrl", "an OEM part not documented by the vendor or an OEM needs a second independent source");
  }
}

type Problem = (field: string, message: string) => void;

/**
 * The sourcing rule (seed only): a specification not from the vendor's own site, for a processor
 * launched since TWO_OUTLET_RULE_FROM, names a second, independent outlet and the announcement's date
 * (an older part may name a second outlet too, and then keeps the launch month both agree on,
 * without an announcement day: old launch days often differ between outlets).
 */
function checkSources(s: Sources, ctx: z.RefinementCtx): void {
  const problem: Problem = (field, message) => ctx.addIssue({ code: "custom", path: [field], message });
  const primary = hostOf(s.sourceUrl);
  const second = hostOf(s.alsoReportedUrl);
  if (s.launchDate === undefined && s.status !== "oem" && !(primary !== null && VENDOR_HOSTS.test(primary)))
    problem(
      "launchDate",
      "a launch date is required (only an OEM part, or a part whose vendor source gives none, may leave it out)",
    );
  if (s.status === "oem") return checkOemSources(primary, second, problem);
  if (s.alsoReportedUrl !== undefined) {
    if (primary !== null && VENDOR_HOSTS.test(primary))
      problem("alsoReportedUrl", "a vendor source needs no second outlet");
    if (second === primary)
      problem("alsoReportedUrl", "the second outlet must be independent of the first (another site)");
    if (s.announcedOn === undefined && (s.launchDate ?? "") >= TWO_OUTLET_RULE_FROM)
      problem("announcedOn", "a specification reported by outlets gives the announcement's date");
  } else if (primary !== null && !VENDOR_HOSTS.test(primary) && (s.launchDate ?? "") >= TWO_OUTLET_RULE_FROM) {
    problem("alsoReportedUrl", "a specification not from the vendor's page needs a second independent outlet");
  }
}

/**
 * `path`: the seed also holds boost >= base; an import does not, since vendors' and third-party
 * tables carry rows where it fails (TechPowerUp's Xeon E5-4620, "up to 2.6 GHz" over 2.7 GHz),
 * and one such row would refuse the whole file.
 */
function checkConsistency(c: Counts, ctx: z.RefinementCtx, path: Path): void {
  const problem = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  if (c.cores !== undefined && c.threads !== undefined && c.threads < c.cores)
    problem("threads", "threads must be >= cores");
  if (
    path === "seed" &&
    c.boostClockMhz !== undefined &&
    c.baseClockMhz !== undefined &&
    c.boostClockMhz < c.baseClockMhz
  )
    problem("boostClockMhz", "boost clock must be >= base clock");
  if (c.pCores !== undefined && c.cores !== undefined && c.pCores + (c.eCores ?? 0) + (c.lpeCores ?? 0) !== c.cores)
    problem("pCores", "P + E + LP-E cores must equal cores");
}

const shape = (names: readonly FieldName[], path: Path, optional: (name: FieldName) => boolean) =>
  Object.fromEntries(
    names.map((name) => {
      const schema = valueSchema(PROCESSOR_FIELDS[name], path);
      return [name, optional(name) ? schema.optional() : schema];
    }),
  );

const seedNames = FIELD_NAMES.filter((name) => PROCESSOR_FIELDS[name].seed !== "derived");
/** The seed's processor fields (the seed schema adds aliases and benchmarks). */
export const seedFieldShape = shape(seedNames, "seed", (name) => PROCESSOR_FIELDS[name].seed === "optional");

export function withConsistencyChecks(schema: z.ZodType, path: Path) {
  return schema.superRefine((value, ctx) => {
    checkConsistency(value as Counts, ctx, path);
    if (path === "seed") checkSources(value as Sources, ctx);
  });
}

/** Every catalogue field an import may set; all optional, checked for consistency. */
export const importFieldsSchema = withConsistencyChecks(
  z.strictObject(
    shape(
      FIELD_NAMES.filter((name) => "imported" in PROCESSOR_FIELDS[name]),
      "import",
      () => true,
    ),
  ),
  "import",
) as unknown as z.ZodType<ImportFields>;

export type { ImportFields, SeedFields };
