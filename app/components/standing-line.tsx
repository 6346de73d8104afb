// Where a processor stands in its segment's ladder, in words, with a link that opens the
// ladder on it; a low-confidence figure's caveat is written out beside it.
import { Link } from "react-router";
import type { Standing } from "../catalog/ranks/standing";
import { standingText } from "../catalog/ranks/standing-text";
import { localizePath } from "#common/locale-paths";
import type { Locale } from "#common/locale";
import type { Messages } from "../i18n/zh";

export function StandingLine({ standing, locale, t }: { standing: Standing; locale: Locale; t: Messages }) {
  const { line, caveat } = standingText(standing, t);
  return (
    <p className="standing" data-rank={standing.rank}>
      <span>{line}</span> <Link to={`${localizePath("/", locale)}${standing.ladderSearch}#ladder-focus`}>{t.standing.open}</Link>
      {caveat ? <span className="caveat">{caveat}</span> : null}
    </p>
  );
}
