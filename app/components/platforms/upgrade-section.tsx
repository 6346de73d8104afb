// "Upgrade options" on a desktop or workstation detail page: the top gains on the same board
// and a link to the advisor.
import { Link } from "react-router";
import type { DetailUpgrade } from "../../catalog/platform-pages/upgrade-page";
import type { CpuRef } from "#catalogue/types";
import { percentText, platformName } from "../../catalog/platform-pages/names";
import { fill } from "../../i18n/messages";
import { pageHref } from "#common/page-href";
import { useLocale } from "../../i18n/use-locale";
import { cpuPath } from "../cpu-link";

export function UpgradeSection({ cpu, upgrade }: { cpu: CpuRef; upgrade: DetailUpgrade }) {
  const { locale, t } = useLocale();
  const u = t.detailUpgrade;
  const advisor = `${pageHref("upgrade", locale)}?from=${cpu.vendor}/${cpu.id}`;
  return (
    <section aria-labelledby="upgrade-options" className="upgrade-options">
      <h2 id="upgrade-options">{u.heading}</h2>
      <p className="muted">{u.intro}</p>
      {upgrade.kind === "options" && upgrade.top.length > 0 ? (
        <>
          <p>{u.top}</p>
          <ol className="upgrade-top">
            {upgrade.top.map(({ cpu: c, gain }) => (
              <li key={`${c.vendor}/${c.id}`}>
                <Link to={cpuPath(c, locale)}>{locale === "zh" ? c.nameZh : c.name}</Link>{" "}
                <span className="muted">
                  {u.gainMulti} {percentText(gain.multiPct, locale)} · {u.gainSingle}{" "}
                  {percentText(gain.singlePct, locale)}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <p>
        <Link to={advisor} data-testid="upgrade-link">
          {u.link}
        </Link>
        {upgrade.kind !== "not-upgradeable" ? (
          <>
            {" · "}
            <Link to={pageHref("socket", { slug: upgrade.platform.slug }, locale)}>
              {fill(u.socketPage, { platform: platformName(upgrade.platform, locale) })}
            </Link>
          </>
        ) : null}
      </p>
    </section>
  );
}
