// Accept-Encoding negotiation (RFC 9110 12.5.3), the one picker of the server: files of the
// build and rendered pages alike choose through `negotiateEncoding` when an answer is sent (answer.ts).
export type Encoding = "br" | "gzip" | "identity";

/** What we can send, best first when the client weighs them equally. */
const PREFERENCE: readonly Encoding[] = ["br", "gzip", "identity"];
const ALL: ReadonlySet<Encoding> = new Set(PREFERENCE);

/** Each coding the header names, lower case, with its q-value (1 when absent, 0 when malformed). */
function weights(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of header.split(",")) {
    const [coding = "", ...params] = item.split(";").map((s) => s.trim().toLowerCase());
    if (coding === "") continue;
    const q = params.find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q.slice(2)) ? Number(q.slice(2)) : 0;
    out.set(coding, Math.max(value, out.get(coding) ?? 0));
  }
  return out;
}

/** Choices already made, by the available encodings and the header's text: clients send a handful of distinct headers. */
const chosen = new Map<string, Encoding>();
const MAX_REMEMBERED = 256;

/**
 * The encoding to send among those `available` (identity always is). No header: identity.
 * A coding is acceptable when named with q > 0 or covered by `*` with q > 0; identity is
 * acceptable unless refused by `identity;q=0` or `*;q=0`. Highest q wins, ties go to
 * br > gzip > identity. When nothing is acceptable, identity is sent anyway (RFC 9110 allows it).
 */
export function negotiateEncoding(header: string | undefined, available: ReadonlySet<Encoding> = ALL): Encoding {
  if (header === undefined) return "identity";
  const key = `${available.has("br") ? "b" : ""}${available.has("gzip") ? "g" : ""}:${header}`;
  let encoding = chosen.get(key);
  if (encoding === undefined) {
    if (chosen.size >= MAX_REMEMBERED) chosen.clear();
    chosen.set(key, (encoding = choose(weights(header), available)));
  }
  return encoding;
}

function choose(q: Map<string, number>, available: ReadonlySet<Encoding>): Encoding {
  const star = q.get("*");
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (coding !== "identity" && !available.has(coding)) continue;
    // Identity not named (nor `*`) is acceptable but below every coding the client asked for.
    const weight = q.get(coding) ?? star ?? (coding === "identity" ? Number.MIN_VALUE : 0);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/** The encodings a body has forms for. */
export function availableEncodings(forms: { br: unknown; gzip: unknown }): ReadonlySet<Encoding> {
  const out = new Set<Encoding>(["identity"]);
  if (forms.br) out.add("br");
  if (forms.gzip) out.add("gzip");
  return out;
}
