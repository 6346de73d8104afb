// What the library lists: a processor summary plus the columns the chooser can add.
import type { LibraryScores } from "#catalogue/fields/benchmark-tests";
import type { LibraryFields } from "#catalogue/fields/field-types";
import type { FlagParam, ListParam, RangeParam } from "./library-names";

/** A processor as the library lists it: the registry's summary and library fields, and the score columns. */
export type LibraryItem = LibraryFields & { scores: LibraryScores };

export type FacetCount = { value: string; count: number };
export type RangeBounds = { min: number | null; max: number | null };

/** Every filter's facet: its values counted with the other filters applied, or a range's bounds. */
export type LibraryFacets = { [P in ListParam | FlagParam]: FacetCount[] } & { [P in RangeParam]: RangeBounds };

/** How the search was forgiven (search-spelling.ts): the corrected query searched, or one to offer. */
export type SearchSpelling = { searchedFor: string | null; didYouMean: string | null };

export type LibraryResult = {
  total: number;
  page: number;
  pageSize: number;
  items: LibraryItem[];
  facets: LibraryFacets;
};

/** A search for a model the catalogue does not list ("9999x"): the model as typed and the nearest models it does list. */
export type NotListed = { model: string; closest: LibraryItem[] };

/** A search word read as a filter (search-words.ts), as the page shows it: removable, with its socket page for a platform word. */
export type ReadWord = { text: string; kind: string; value: string; socketPage: string | null };

/** How the search was read: the text searched as a name, the words read as filters, an unlisted code name. */
export type SearchReading = {
  text: string;
  recognised: ReadWord[];
  unlisted: { name: string; nearest: { name: string; param: "codename" | "uarch" } | null } | null;
};

/**
 * A library listing with what became of its search words, the processor they name exactly, if
 * only one, and, when nothing matches a model-like search, the nearest listed models.
 */
export type LibraryListing = LibraryResult & {
  spelling: SearchSpelling;
  exact: LibraryItem | null;
  notListed: NotListed | null;
  words: SearchReading;
};
