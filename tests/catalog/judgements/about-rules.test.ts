// /about states the judgements' rules in both languages from the same constants the pages
// apply: its rule sentences hold no number of their own, only placeholders filled from them.
import { describe, expect, it } from "vitest";
import { MARK_THRESHOLD_PERCENT } from "../../../app/catalog/judgements/better";
import { VALUE_MONTHS } from "../../../app/catalog/judgements/value";
import { AMD_SOCKET_POWER } from "../../../app/catalog/judgements/power";
import { en } from "../../../app/i18n/en";
import { fill } from "../../../app/i18n/messages";
import { zh } from "../../../app/i18n/zh";

const RULE_KEYS = [
  "betterText",
  "boardText",
  "valueText",
  "powerCompare",
  "powerLadder",
  "powerNominal",
  "powerUnderLoad",
  "powerSource",
] as const;

describe("/about's rules and the constants the pages apply", () => {
  it.each([
    ["en", en],
    ["zh", zh],
  ] as const)(
    "%s: no rule sentence writes a number of its own; the thresholds and the value window come from the constants",
    (_, t) => {
      for (const key of RULE_KEYS) expect(t.about[key].replace(/\{\w+\}|PL2/g, ""), key).not.toMatch(/\d/);
      const better = fill(t.about.betterText, MARK_THRESHOLD_PERCENT);
      for (const percent of Object.values(MARK_THRESHOLD_PERCENT)) expect(better).toContain(`${percent}%`);
      expect(fill(t.about.valueText, { years: VALUE_MONTHS / 12, test: "x" })).toContain(String(VALUE_MONTHS / 12));
      const ppt = fill(t.about.powerUnderLoad, {
        sockets: AMD_SOCKET_POWER.sockets.join(),
        ratio: AMD_SOCKET_POWER.pptPerTdp,
      });
      expect(ppt).toContain(String(AMD_SOCKET_POWER.pptPerTdp));
      // The verdict's "even" sentence takes its threshold from the same constant.
      expect(t.verdict.even).toContain("{threshold}%");
    },
  );
});
