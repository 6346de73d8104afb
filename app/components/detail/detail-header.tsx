import { badgesOf } from "../../catalog/detail/badges";
import { formatLaunchDate, formatPrice } from "../../catalog/format";
import type { CpuDetail } from "#catalogue/types";
import { statusLabel } from "../../i18n/status-label";
import { useLocale } from "../../i18n/use-locale";

export function DetailHeader({ cpu }: { cpu: CpuDetail }) {
  const { locale, t } = useLocale();
  const facts = [
    t.vendor[cpu.vendor],
    t.segment[cpu.segment],
    cpu.launchDate ? formatLaunchDate(cpu.launchDate, locale) : null,
    cpu.status ? statusLabel(cpu.status, t.vendor[cpu.vendor], t) : null,
  ].filter(Boolean);
  const badges = badgesOf(cpu);
  return (
    <header className={`detail-header vendor-${cpu.vendor}`}>
      <h1>{locale === "zh" ? cpu.nameZh : cpu.name}</h1>
      {locale === "zh" ? (
        <p className="detail-alt-name" lang="en">
          {cpu.name}
        </p>
      ) : null}
      <p className="detail-meta">{facts.join(" · ")}</p>
      {badges.length > 0 ? (
        <>
          <p className="visually-hidden">{t.detail.badges}</p>
          <ul className="badges">
            {badges.map((b) => (
              <li key={b} className={`badge badge-${b}`}>
                {t.detail.badge[b]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {cpu.launchPriceUsd !== null ? (
        <p className="detail-price">
          {t.detail.launchPrice}: <strong>{formatPrice(cpu.launchPriceUsd, locale)}</strong>
        </p>
      ) : null}
    </header>
  );
}
