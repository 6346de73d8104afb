// The upgrade advisor: a picker without `from`; "cannot be upgraded" for soldered and laptop
// parts; else the same-board options, the filters and the picks on another platform.
import { Link } from "react-router";
import type { UpgradePage } from "../../catalog/platform-pages/types";
import { platformName } from "../../catalog/platform-pages/names";
import { bandText, segmentsText } from "../../pages/platform-wording";
import { fill } from "../../i18n/messages";
import { VALUE_MONTHS } from "../../catalog/value";
import { pageHref } from "#common/page-href";
import { useLocale } from "../../i18n/use-locale";
import { cpuPath } from "../cpu-link";
import { UpgradeFilters } from "./upgrade-filters";
import { SourceLinks } from "./source-links";
import { UpgradePicker } from "./upgrade-picker";
import { PicksTable, UpgradeTable } from "./upgrade-tables";
import { DeferredDetails } from "../deferred-details";

const EXAMPLES = [
  ["intel/core-i3-8100", "Core i3-8100"],
  ["amd/ryzen-7-1700", "Ryzen 7 1700"],
  ["intel/core-i5-12600k", "Core i5-12600K"],
  ["amd/ryzen-7-7700x", "Ryzen 7 7700X"],
] as const;

export function UpgradeView({ page }: { page: UpgradePage }) {
  const { locale, t } = useLocale();
  const u = t.upgrade;
  const action = pageHref("upgrade", locale);
  if (page.kind === "picker") {
    return (
      <article className="upgrade-page">
        <h1>{u.heading}</h1>
        <p>{u.pickerIntro}</p>
        {page.notFound ? <p className="notice">{fill(u.pickerNotFound, { query: page.notFound })}</p> : null}
        <UpgradePicker action={action} locale={locale} t={t} />
        <p className="muted">
          {u.examples}{" "}
          {EXAMPLES.map(([ref, name], i) => (
            <span key={ref}>
              {i > 0 ? " · " : null}
              <Link to={`${action}?from=${ref}`}>{name}</Link>
            </span>
          ))}
        </p>
      </article>
    );
  }
  const name = locale === "zh" ? page.from.nameZh : page.from.name;
  const current = (
    <p>
      {u.current}
      <Link to={cpuPath(page.from, locale)}>{name}</Link>
    </p>
  );
  if (page.kind === "not-upgradeable") {
    const why =
      page.reason === "soldered"
        ? page.package
          ? fill(u.soldered, { package: page.package })
          : u.solderedNoPackage
        : fill(page.reason === "mobile-socket" ? u.mobileSocket : u.unmapped, { socket: page.package ?? "—" });
    return (
      <article className="upgrade-page">
        <h1>{fill(u.cannotUpgrade, { name })}</h1>
        {current}
        <p className="notice" data-testid="not-upgradeable">
          {why}
        </p>
        <UpgradePicker action={action} locale={locale} t={t} />
      </article>
    );
  }
  const socketLink = (
    <Link to={pageHref("socket", { slug: page.platform.slug }, locale)}>{platformName(page.platform, locale)}</Link>
  );
  return (
    <article className="upgrade-page">
      <h1>{fill(u.titleFrom, { name })}</h1>
      {current}
      <p>
        {u.onPlatform} {socketLink} · <Link to={action}>{u.otherProcessor}</Link>
      </p>
      <UpgradeFilters key={JSON.stringify(page.query)} page={page} action={action} t={t} />
      <section aria-labelledby="same-board">
        <h2 id="same-board">{fill(u.sameBoard, { count: page.ranked.length })}</h2>
        {page.boards.length === 0 ? (
          <p className="notice" data-testid="support-not-known">
            {fill(u.supportNotKnown, { platform: platformName(page.platform, locale) })}
          </p>
        ) : (
          <>
            <p className="muted">{u.sameBoardIntro}</p>
            {page.boardMaker.length > 0 ? (
              <p className="notice" data-testid="board-maker-support">
                {fill(u.boardMakerBoards, {
                  chipsets: page.boardMaker.map((b) => b.name).join(locale === "zh" ? "、" : ", "),
                })}
                <SourceLinks urls={[...new Set(page.boardMaker.flatMap((b) => b.sources))]} t={t} />
              </p>
            ) : null}
            {page.ranked.length > 0 ? (
              <UpgradeTable
                rows={page.ranked}
                chipsetNames={page.chipsetNames}
                from={page.from}
                locale={locale}
                t={t}
                testId="same-board"
                label={fill(u.sameBoard, { count: page.ranked.length })}
              />
            ) : (
              <p>{u.noneFaster}</p>
            )}
            {page.unranked.length > 0 ? (
              <DeferredDetails summary={fill(u.unranked, { count: page.unranked.length })}>
                <UpgradeTable
                  rows={page.unranked}
                  chipsetNames={page.chipsetNames}
                  from={page.from}
                  locale={locale}
                  t={t}
                  testId="same-board-unranked"
                  label={fill(u.unranked, { count: page.unranked.length })}
                />
              </DeferredDetails>
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby="change-platform">
        <h2 id="change-platform">{u.changePlatform}</h2>
        <p className="muted">{fill(u.changePlatformIntro, { months: page.currentWithinMonths })}</p>
        <p data-testid="change-segments">
          {fill(u.changeSegments, { segments: segmentsText(page.changeSegments, locale, t) })}{" "}
          {fill(u.budgetRule, { years: VALUE_MONTHS / 12 })}
        </p>
        {page.bands.some((b) => b.picks.length > 0) ? (
          page.bands
            .filter((b) => b.picks.length > 0)
            .map(({ band, picks }) => (
              <section key={band.minUsd} aria-labelledby={`band-${band.minUsd}`}>
                <h3 id={`band-${band.minUsd}`}>{bandText(band, locale, t)}</h3>
                <PicksTable picks={picks} from={page.from} locale={locale} t={t} labelledBy={`band-${band.minUsd}`} />
              </section>
            ))
        ) : (
          <p className="muted">{u.noPicksAnywhere}</p>
        )}
      </section>
    </article>
  );
}
