// The comparison picks and the way on to /compare. Without JavaScript the checkboxes
// submit this form (ids=vendor/id repeated); with it, the link carries ids=a,b,c.
import { Link } from "react-router";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";
import { COMPARE_LIMIT, compareHref, type CompareSelection } from "./use-compare-selection";

export function CompareTray({
  selection,
  comparePath,
  t,
}: {
  selection: CompareSelection;
  comparePath: string;
  t: Messages;
}) {
  const { picks } = selection;
  return (
    <form
      id="compare-form"
      method="get"
      action={comparePath}
      className="compare-tray"
      data-open={picks.length > 0}
      aria-label={t.library.compare}
    >
      <p className="compare-picks" aria-live="polite">
        {picks.map((p) => p.name).join(" · ")}
        {selection.full ? <span className="compare-limit"> — {t.library.compareLimit}</span> : null}
      </p>
      {picks.length > 0 ? (
        <>
          <Link className="button" to={compareHref(comparePath, picks)}>
            {fill(t.library.compareSelected, { count: picks.length })}
          </Link>
          <button type="button" onClick={selection.clear}>
            {t.library.clearSelection}
          </button>
        </>
      ) : (
        <noscript>
          <button type="submit">{fill(t.library.compareSelected, { count: `≤${COMPARE_LIMIT}` })}</button>
        </noscript>
      )}
    </form>
  );
}
