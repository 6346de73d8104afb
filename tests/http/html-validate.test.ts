// html-validate on the main page kinds, both languages: no structural errors (ids, permitted
// content and occurrences, labels, one <title>). Style-only rules are off, each with its reason.
import { HtmlValidate, type ConfigData } from "html-validate";
import { describe, expect, it } from "vitest";
import { BROWSER_UA, get } from "../support/http";

const config: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // Serialisation style, not structure: React writes <input/>, checked="", hrefLang; all valid HTML.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "attr-case": "off", // HTML attribute names are case-insensitive; React keeps hrefLang, colSpan
    "no-inline-style": "off", // chart bars and React's streaming placeholders set style on purpose
    // Checkbox groups (facets, compare picks) share a name by design: ?segment=a&segment=b.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "submit", "button", "reset"] }],
    // React's own ids (useId "_R_…", streaming "B:0"/"S:0") are valid HTML5 ids.
    "valid-id": ["error", { relaxed: true }],
    // The search box's suggestions follow the ARIA combobox pattern, which a native <select> cannot.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
  },
};
const validator = new HtmlValidate(config);

const PAGES = [
  "/",
  "/lib?vendor=amd&sort=gb6m",
  "/cpu/amd/ryzen-7-7800x3d",
  "/compare?ids=amd/ryzen-7-7800x3d,intel/core-i7-14700k,amd/ryzen-9-9950x",
  "/compare/core-i7-14700k-vs-ryzen-7-7800x3d",
  "/api",
  "/about",
  "/socket/am5",
  "/upgrade?from=intel/core-i3-8100",
  "/no-such-page",
];

describe("html-validate reports no structural errors", () => {
  for (const locale of ["zh", "en"] as const) {
    it.each(PAGES)(`${locale}: %s`, async (path) => {
      const url = locale === "en" ? (path === "/" ? "/en" : `/en${path}`) : path;
      const html = await (await get(url, { "User-Agent": BROWSER_UA })).text();
      const report = await validator.validateString(html, url);
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`),
      );
      expect(messages).toEqual([]);
      expect(html.match(/<title[\s>]/g)).toHaveLength(1);
    });
  }
});
