import { describe, expect, it } from "vitest";
import { PLATFORMS } from "../platforms";
import { platformWords } from "./search-platforms";
import { readSearchWords, type WordVocabulary } from "./search-words";
import { unlistedCodename } from "./search-unlisted";

const vocabulary: WordVocabulary = {
  memory: new Map([
    ["ddr4", "DDR4"],
    ["ddr5", "DDR5"],
  ]),
  platforms: platformWords(PLATFORMS),
};
const read = (q: string, isModel?: (w: string) => boolean) => {
  const { rest, words } = readSearchWords(q, vocabulary, isModel);
  return { rest, words: words.map((w) => `${w.filter.kind}=${w.filter.value}`) };
};

describe("specification words, in both languages", () => {
  it.each([
    ["8核", ["cores=8"]],
    ["8 cores", ["cores=8"]],
    ["八核", ["cores=8"]],
    ["16c32t", ["cores=16", "threads=32"]],
    ["6核12线程", ["cores=6", "threads=12"]],
    ["32 threads", ["threads=32"]],
    ["65w", ["tdp=65"]],
    ["ddr4", ["memory=DDR4"]],
    ["核显", ["igpu=yes"]],
    ["无核显", ["igpu=no"]],
    ["igpu", ["igpu=yes"]],
    ["不锁频", ["unlocked=yes"]],
    ["unlocked", ["unlocked=yes"]],
  ])("%s", (q, words) => {
    expect(read(q)).toEqual({ rest: "", words });
  });

  it("combine with each other and leave the rest to the search", () => {
    expect(read("am5 8核 ddr5 锐龙")).toEqual({ rest: "锐龙", words: ["cores=8", "memory=DDR5", "socket=AM5"] });
  });

  it("leave model numbers alone", () => {
    for (const q of ["7995wx", "i7-8700k", "ryzen 7 5800x", "xeon w-2135", "e5-2680 v4", "ddr9"])
      expect(read(q).words).toEqual([]);
  });
});

describe("socket and chipset words, from the platform data", () => {
  it.each([
    ["am4", "socket=AM4"],
    ["lga1700", "socket=LGA1700"],
    ["lga 1700", "socket=LGA1700"],
    ["2011-3", "socket=LGA2011-3"],
    ["sp5", "socket=SP5"],
    ["x99", "chipset=X99"],
    ["B450", "chipset=B450"],
    ["z790", "chipset=Z790"],
    ["c612", "chipset=C612"],
  ])("%s", (q, word) => {
    expect(read(q)).toEqual({ rest: "", words: [word] });
  });

  it("x99 selects the generations X99 boards take, c612 those of C612", () => {
    const x99 = vocabulary.platforms.get("x99");
    expect(x99?.generations.length).toBeGreaterThan(0);
    expect(x99?.generations.every((g) => g.startsWith("lga2011-3/"))).toBe(true);
  });

  it("a word that names a processor stays a model", () => {
    expect(read("x99", (w) => w === "x99")).toEqual({ rest: "x99", words: [] });
  });
});

describe("code names we know of but do not list", () => {
  const listed = (name: string) => (name === "Arrow Lake" ? "codename" : name === "Zen 5" ? "uarch" : null);
  it("are named with the nearest listed generation", () => {
    expect(unlistedCodename("novalake", listed)).toEqual({
      name: "Nova Lake",
      nearest: { name: "Arrow Lake", param: "codename" },
    });
    expect(unlistedCodename("zen6", listed)).toEqual({ name: "Zen 6", nearest: { name: "Zen 5", param: "uarch" } });
  });
  it("drop out once the catalogue lists them, and other words are not code names", () => {
    expect(unlistedCodename("zen6", (n) => (n === "Zen 6" ? "uarch" : null))).toBeNull();
    expect(unlistedCodename("raptorlake", listed)).toBeNull();
  });
});
