// The verdict's parts (verdict.ts) as sentences in the page's language.
import type { Locale } from "#common/locale";
import { fill } from "../i18n/messages";
import type { Messages } from "../i18n/zh";
import { formatPower, formatPrice } from "../catalog/format";
import type { VerdictPart } from "../catalog/compare/verdict";

/** A verdict part with its low-confidence caveats in words (caveat-text.server.ts), as the page data carries it. */
export type WordedVerdictPart = VerdictPart & { notes?: string[] };

export function verdictSentences(
  parts: readonly WordedVerdictPart[],
  names: readonly [string, string],
  locale: Locale,
  t: Messages,
): string[] {
  const [a, b] = names;
  const other = (side: 0 | 1) => names[1 - side]!;
  const memory = (types: readonly string[]) => (types.length > 0 ? types.join("/") : "—");
  return parts.map((part) => {
    switch (part.kind) {
      case "test": {
        const test = t.benchmark.test[part.test];
        const sentence =
          part.winner === null
            ? fill(t.verdict.even, { a, b, test, threshold: part.threshold })
            : fill(t.verdict.faster, {
                winner: names[part.winner],
                loser: other(part.winner),
                test,
                percent: part.percent,
              });
        return (part.estimated ? sentence + t.verdict.estimated : sentence) + (part.notes ?? []).join("");
      }
      case "power": {
        const watts = part.watts.map((w) => formatPower(w, locale));
        const basis = part.basis.map((x) => t.powerBasis[x]);
        const nominal = part.on === "nominal";
        if (part.lower === null)
          return fill(nominal ? t.verdict.powerNominalEven : t.verdict.powerEven, {
            a,
            b,
            aWatts: watts[0]!,
            bWatts: watts[1]!,
            aBasis: basis[0]!,
            bBasis: basis[1]!,
          });
        const lo = part.lower;
        const hi = 1 - lo;
        return fill(nominal ? t.verdict.powerNominal : t.verdict.power, {
          lower: names[lo],
          higher: names[hi]!,
          lowerWatts: watts[lo]!,
          higherWatts: watts[hi]!,
          lowerBasis: basis[lo]!,
          higherBasis: basis[hi]!,
          percent: part.percent,
        });
      }
      case "price": {
        const prices = part.usd.map((usd) => formatPrice(usd, locale));
        if (part.cheaper === null) return fill(t.verdict.priceEven, { a, b, aPrice: prices[0]!, bPrice: prices[1]! });
        const lo = part.cheaper;
        const hi = 1 - lo;
        return fill(t.verdict.price, {
          cheaper: names[lo],
          dearer: names[hi]!,
          cheaperPrice: prices[lo]!,
          dearerPrice: prices[hi]!,
          percent: part.percent,
        });
      }
      case "platform":
        return part.same
          ? fill(t.verdict.sameSocket, { socket: part.sockets[0] })
          : fill(t.verdict.otherSocket, {
              a,
              b,
              aSocket: part.sockets[0],
              bSocket: part.sockets[1],
              aMemory: memory(part.memory[0]),
              bMemory: memory(part.memory[1]),
            });
    }
  });
}
