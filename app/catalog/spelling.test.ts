import { describe, expect, it } from "vitest";
import { allowedEdits, buildSpellingVocabulary, correctQuery, editDistance, latinWords, nearestWord } from "./spelling";

const VOCABULARY = buildSpellingVocabulary([
  ["Ryzen 5 7600", "Ryzen", "Ryzen 7000", "Raphael", "amd"],
  ["Ryzen 5 7600X", "Ryzen", "Ryzen 7000", "Raphael", "amd"],
  ["Ryzen Threadripper 7980X", "Ryzen Threadripper", "Ryzen Threadripper 7000", "Storm Peak", "amd"],
  ["Core i5-13600K", "Core", "Core 13th Gen", "Raptor Lake", "intel"],
  ["Core i3-13100", "Core", "Core 13th Gen", "Raptor Lake", "intel"],
  ["Xeon Platinum 8490H", "Xeon", "Xeon Scalable 4th Gen", "Sapphire Rapids-SP", "intel"],
  ["Processor N95", "Intel Processor", "Intel Processor", "Alder Lake-N", "intel"],
]);
const nothingKnown = () => false;

describe("editDistance (optimal string alignment)", () => {
  it.each([
    ["ryzn", "ryzen", 1],
    ["inetl", "intel", 1], // two letters swapped: one edit
    ["thredripper", "threadripper", 1],
    ["threadriper", "threadripper", 1],
    ["platnum", "platinum", 1],
    ["rpator", "raptor", 1],
    ["xeno", "xeon", 1],
    ["ryzen", "ryzen", 0],
    ["i5", "i3", 1],
  ])("%s to %s is %i", (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
    expect(editDistance(b, a, 3)).toBe(d);
  });

  it("stops above the bound", () => {
    expect(editDistance("epyc", "threadripper", 2)).toBe(3);
    expect(editDistance("abcdef", "badcfe", 2)).toBe(3);
  });
});

describe("allowedEdits", () => {
  it("none below three letters, one up to five, two from six", () => {
    expect(["i5", "r7", "x", "ryz", "intel", "thread"].map(allowedEdits)).toEqual([0, 0, 0, 1, 1, 2]);
  });
});

describe("the vocabulary", () => {
  it("holds words, model numbers and compact forms of the texts", () => {
    expect(latinWords("Ryzen Threadripper PRO 7995WX")).toEqual(["ryzen", "threadripper", "pro", "7995wx"]);
    for (const w of ["ryzen", "threadripper", "raptor", "lake", "raptorlake", "intel", "i5", "13600k", "n95"])
      expect(VOCABULARY.counts.has(w)).toBe(true);
    expect(VOCABULARY.counts.get("ryzen")).toBe(3);
  });
});

describe("nearestWord", () => {
  it("corrects a word within its edits, preferring the word more processors have", () => {
    expect(nearestWord(VOCABULARY, "ryzn", false)).toBe("ryzen");
    expect(nearestWord(VOCABULARY, "inetl", false)).toBe("intel");
    expect(nearestWord(VOCABULARY, "thredripper", false)).toBe("threadripper");
    expect(nearestWord(VOCABULARY, "threadrpiper", false)).toBe("threadripper");
    expect(nearestWord(VOCABULARY, "rapotr", false)).toBe("raptor");
  });

  it("leaves short words, far words and Chinese alone", () => {
    expect(nearestWord(VOCABULARY, "i4", false)).toBeNull();
    expect(nearestWord(VOCABULARY, "zzzz", false)).toBeNull();
    expect(nearestWord(VOCABULARY, "ryxxn", false)).toBeNull(); // two edits in a five-letter word
    expect(nearestWord(VOCABULARY, "锐龙", false)).toBeNull();
  });

  it("changes a number only when asked", () => {
    expect(nearestWord(VOCABULARY, "7650x", false)).toBeNull();
    expect(nearestWord(VOCABULARY, "7650x", true)).toBe("7600x");
    expect(nearestWord(VOCABULARY, "13600kk", true)).toBe("13600k");
    // A model number keeps its first character.
    expect(nearestWord(VOCABULARY, "8600x", true)).toBeNull();
  });
});

describe("correctQuery", () => {
  it("corrects the issue's examples", () => {
    expect(correctQuery("ryzn 5 7600", VOCABULARY, nothingKnown, { numbers: false })).toBe("ryzen 5 7600");
    expect(correctQuery("inetl core i5", VOCABULARY, nothingKnown, { numbers: false })).toBe("intel core i5");
    expect(correctQuery("thredripper", VOCABULARY, nothingKnown, { numbers: false })).toBe("threadripper");
  });

  it("never changes a correct word, nor i5 into i3", () => {
    expect(correctQuery("ryzen 5 7600", VOCABULARY, nothingKnown, { numbers: true })).toBeNull();
    expect(correctQuery("core i5", VOCABULARY, nothingKnown, { numbers: true })).toBeNull();
    expect(correctQuery("i4", VOCABULARY, nothingKnown, { numbers: true })).toBeNull();
    // A word some processor has (here: as part of a form) is known, so it stays.
    expect(correctQuery("rapto", VOCABULARY, (w) => w === "rapto", { numbers: false })).toBeNull();
  });

  it("changes a number only as a did-you-mean", () => {
    expect(correctQuery("ryzen 5 7650x", VOCABULARY, nothingKnown, { numbers: false })).toBeNull();
    expect(correctQuery("ryzen 5 7650x", VOCABULARY, nothingKnown, { numbers: true })).toBe("ryzen 5 7600x");
  });

  it("gives the other words back as typed", () => {
    expect(correctQuery("13th Gen inetl", VOCABULARY, nothingKnown, { numbers: false })).toBe("13th Gen intel");
    expect(correctQuery("13代 inetl", VOCABULARY, nothingKnown, { numbers: false })).toBe("13代 intel");
    expect(correctQuery("Xeon Platnum", VOCABULARY, nothingKnown, { numbers: false })).toBe("Xeon platinum");
  });
});
