import { formatCache, formatClock, formatPower } from "../../catalog/format";
import type { CpuDetail } from "#catalogue/types";
import { fill } from "../../i18n/messages";
import { useLocale } from "../../i18n/use-locale";

export function KeyFacts({ cpu }: { cpu: CpuDetail }) {
  const { locale, t } = useLocale();
  const split =
    cpu.pCores !== null && (cpu.eCores ?? 0) > 0
      ? fill(cpu.lpeCores ? t.detail.hybridSplitLp : t.detail.hybridSplit, {
          p: cpu.pCores,
          e: cpu.eCores ?? 0,
          lpe: cpu.lpeCores ?? 0,
        })
      : null;
  const facts: Array<[string, string | null, string | null]> = [
    [t.cpu.coresThreads, fill(t.detail.coresThreadsValue, { cores: cpu.cores, threads: cpu.threads }), split],
    [t.cpu.boostClock, cpu.boostClockMhz ? formatClock(cpu.boostClockMhz, locale) : null, null],
    [t.cpu.l3, cpu.l3Kib ? formatCache(cpu.l3Kib, locale) : null, null],
    [t.cpu.tdp, cpu.tdpW ? formatPower(cpu.tdpW, locale) : null, null],
    [t.detail.socket, cpu.socket, null],
    [t.detail.process, cpu.process, null],
  ];
  return (
    <section aria-labelledby="key-facts">
      <h2 id="key-facts" className="visually-hidden">
        {t.detail.keyFacts}
      </h2>
      <dl className="key-facts">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value, note]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {value}
                {note ? <small>{note}</small> : null}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
