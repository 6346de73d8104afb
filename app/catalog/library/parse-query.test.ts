import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEGMENTS, VENDORS } from "#catalogue/fields/value-lists";
import { parseLibraryQuery } from "./parse-query";
import { emptyLibraryQuery, SORT_KEYS } from "./library-fields";
import { PAGE_SIZES, PCIE_VERSIONS, serializeLibraryQuery, type LibraryQuery, type Range } from "./query-model";

const SOCKET_COUNTS = ["1", "2", "4", "8"] as const;

const trimmed = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const unique = <T>(arb: fc.Arbitrary<T>) => fc.uniqueArray(arb, { maxLength: 3 });
const range = (values: fc.Arbitrary<number>): fc.Arbitrary<Range> =>
  fc
    .tuple(fc.option(values), fc.option(values))
    .map(([a, b]) => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }));
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);

/** A state as the app makes one: parsed (the registry's order of parameters), then edited. */
const libraryQuery: fc.Arbitrary<LibraryQuery> = fc
  .record({
    q: fc.oneof(fc.constant(""), trimmed(100)),
    vendor: unique(fc.constantFrom(...VENDORS)),
    segment: unique(fc.constantFrom(...SEGMENTS)),
    family: unique(trimmed(80)),
    series: unique(trimmed(80)),
    socket: unique(trimmed(80)),
    codename: unique(trimmed(80)),
    uarch: unique(trimmed(80)),
    memory: unique(trimmed(80)),
    pcie: unique(fc.constantFrom(...PCIE_VERSIONS)),
    sockets: unique(fc.constantFrom(...SOCKET_COUNTS)),
    year: range(fc.integer({ min: 1970, max: 2100 })),
    cores: range(fc.integer({ min: 1, max: 1024 })),
    threads: range(fc.integer({ min: 1, max: 2048 })),
    tdp: range(cents(1000)),
    boost: range(cents(10)),
    price: range(cents(99999)),
    pcieLanes: range(fc.integer({ min: 0, max: 512 })),
    igpu: fc.constantFrom(null, "yes" as const, "no" as const),
    unlocked: fc.constantFrom(null, "yes" as const, "no" as const),
    sort: fc.option(fc.constantFrom(...SORT_KEYS)),
    dir: fc.constantFrom(null, "asc" as const, "desc" as const),
    page: fc.integer({ min: 1, max: 100_000 }),
    pageSize: fc.constantFrom(...PAGE_SIZES),
  })
  .map((state) => ({ ...emptyLibraryQuery(), ...state }));

const parse = (s: string) => parseLibraryQuery(new URLSearchParams(s));

describe("parseLibraryQuery / serializeLibraryQuery", () => {
  it("round-trips every valid state through its URL", () => {
    fc.assert(
      fc.property(libraryQuery, (query) => {
        const { query: parsed, problems } = parse(serializeLibraryQuery(query));
        expect(problems).toEqual([]);
        expect(parsed).toEqual(query);
      }),
    );
  });

  it("serializes equal states to one canonical URL", () => {
    fc.assert(
      fc.property(libraryQuery, (query) => {
        const url = serializeLibraryQuery(query);
        expect(serializeLibraryQuery(parse(url).query)).toBe(url);
      }),
    );
  });

  it("never throws on arbitrary input and only keeps valid values", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }))), (pairs) => {
        const { query } = parseLibraryQuery(new URLSearchParams(pairs));
        expect(PAGE_SIZES).toContain(query.pageSize);
        expect(query.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it("leaves defaults out of the URL", () => {
    expect(serializeLibraryQuery(emptyLibraryQuery())).toBe("");
  });

  it("treats empty form fields as absent", () => {
    expect(parse("q=&vendor=&coresMin=&igpu=&sort=")).toEqual({ query: emptyLibraryQuery(), problems: [] });
  });

  it("names each bad parameter", () => {
    const { query, problems } = parse("page=0&pageSize=10000&vendor=arm&coresMin=x&sort=price&dir=up&foo=1&page=2");
    expect(problems.map((p) => p.param)).toEqual(["page", "pageSize", "vendor", "coresMin", "dir", "foo"]);
    expect(query.page).toBe(2);
    expect(query.sort).toBe("price");
    expect(query.pageSize).toBe(25);
  });

  it("reports a range whose maximum is below its minimum and drops the maximum", () => {
    const { query, problems } = parse("coresMin=16&coresMax=8");
    expect(query.cores).toEqual({ min: 16, max: null });
    expect(problems).toEqual([{ param: "coresMax", value: "8", reason: "smaller than coresMin" }]);
  });

  it("reports a parameter given twice and keeps the first", () => {
    const { query, problems } = parse("q=a&q=b");
    expect(query.q).toBe("a");
    expect(problems[0]?.param).toBe("q");
  });

  it("checks open facets against the catalogue's values, case-insensitively", () => {
    const vocabulary = {
      socket: new Map([
        ["am5", "AM5"],
        ["lga1700", "LGA1700"],
      ]),
    };
    const { query, problems } = parseLibraryQuery(new URLSearchParams("socket=am5&socket=LGA9999"), vocabulary);
    expect(query.socket).toEqual(["AM5"]);
    expect(problems).toEqual([{ param: "socket", value: "LGA9999", reason: "not in the catalogue" }]);
  });
});

describe("the sockets filter", () => {
  it("takes the socket counts 1, 2, 4 and 8, any of them", () => {
    expect(parse("sockets=2&sockets=4&sockets=2")).toEqual({
      query: { ...emptyLibraryQuery(), sockets: ["2", "4"] },
      problems: [],
    });
  });

  it("names any other value", () => {
    const { query, problems } = parse("sockets=3&sockets=2S");
    expect(query.sockets).toEqual([]);
    expect(problems).toEqual([
      { param: "sockets", value: "3", reason: "not one of the allowed values" },
      { param: "sockets", value: "2S", reason: "not one of the allowed values" },
    ]);
  });
});
