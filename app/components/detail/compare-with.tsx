// "Compare with…" near the top of a detail page: one click for the pairs people compare
// (the rival, the predecessor, the successor), or any processor through the suggest box.
import { Link } from "react-router";
import { compareHref } from "../../catalog/compare/compare-ids";
import type { CpuSummary } from "#catalogue/types";
import { pageHref } from "#common/page-href";
import { useLocale } from "../../i18n/use-locale";
import { CompareAdd } from "../compare/compare-add";

type Props = {
  cpu: CpuSummary;
  rival: CpuSummary | null;
  predecessor: CpuSummary | null;
  successor: CpuSummary | null;
};

export function CompareWith({ cpu, rival, predecessor, successor }: Props) {
  const { locale, t } = useLocale();
  const comparePath = pageHref("compare", locale);
  const name = (c: CpuSummary) => (locale === "zh" ? c.nameZh : c.name);
  const candidates: Array<[key: string, label: string, other: CpuSummary | null]> = [
    ["rival", t.detail.rival, rival],
    ["predecessor", t.detail.predecessor, predecessor],
    ["successor", t.detail.successor, successor],
  ];
  const pairs = candidates.flatMap(([key, label, other]) => (other ? [[key, label, other] as const] : []));
  return (
    <section className="compare-with" aria-labelledby="compare-with">
      <h2 id="compare-with">{t.detail.compareWith}</h2>
      {pairs.length > 0 ? (
        <ul className="compare-pairs">
          {pairs.map(([key, label, other]) => (
            <li key={key} data-pair={key}>
              <Link to={compareHref(comparePath, [cpu, other])}>
                {label}: {name(other)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <CompareAdd refs={[cpu]} comparePath={comparePath} keep={{}} locale={locale} t={t} />
    </section>
  );
}
