// ETags, one format and one comparison for every response that has one (static files,
// rendered pages, API answers). Tags are weak, W/"part-part": the same tag stands for the
// identity, gzip and brotli forms of a body, which RFC 9110 (8.8.3) allows only for weak tags,
// and If-None-Match is compared weakly anyway.

/** A weak ETag from the parts the body depends on (data version, build, file identity…). */
export function weakEtag(...parts: ReadonlyArray<string>): string {
  return `W/"${parts.join("-").replace(/[^\x21\x23-\x7e]/g, "_")}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * If-None-Match against our tag, RFC 9110 13.1.2: `*` matches any current representation; else
 * a comma-separated list of entity tags, each compared weakly (W/ prefixes ignored).
 */
export function ifNoneMatchMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const ours = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === ours);
}
