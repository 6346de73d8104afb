// Code names we know of but do not list (yet): a search for one says so plainly and points to
// the nearest generation we do list, instead of matching stray letters. Only generations their
// vendor has announced, each with the generation it follows (newest first); a name drops out of
// this list by itself once the catalogue lists it. Pure.
import { compactSearchForm } from "#catalogue/search-terms";

type KnownCodename = {
  name: string;
  /** Typed forms beyond the name itself. */
  forms?: readonly string[];
  /** The listed generations it follows, nearest first. */
  follows: readonly string[];
};

const KNOWN_UNLISTED: readonly KnownCodename[] = [
  // Intel's announced successor of Arrow Lake (desktop) and Panther Lake.
  { name: "Nova Lake", forms: ["novalake"], follows: ["Panther Lake", "Arrow Lake"] },
  // AMD's announced successor of Zen 5.
  { name: "Zen 6", forms: ["zen6"], follows: ["Zen 5"] },
];

/** Where the catalogue lists a generation: as a code name or a microarchitecture; null when it does not. */
export type ListedAs = "codename" | "uarch" | null;
export type UnlistedCodename = { name: string; nearest: { name: string; param: "codename" | "uarch" } | null };

/** The known, unlisted code name a compact query is, with its nearest listed generation; null otherwise. */
export function unlistedCodename(compact: string, listedAs: (name: string) => ListedAs): UnlistedCodename | null {
  if (compact === "") return null;
  const known = KNOWN_UNLISTED.find(
    (c) => compactSearchForm(c.name) === compact || (c.forms ?? []).some((f) => compactSearchForm(f) === compact),
  );
  if (!known || listedAs(known.name) !== null) return null;
  for (const name of known.follows) {
    const param = listedAs(name);
    if (param) return { name: known.name, nearest: { name, param } };
  }
  return { name: known.name, nearest: null };
}
