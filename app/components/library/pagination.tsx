// Previous / next and a few page numbers around the current one, as links.
import { Link } from "react-router";
import { serializeLibraryQuery, type LibraryQuery } from "../../catalog/library/query-model";
import { fill } from "../../i18n/messages";
import type { Messages } from "../../i18n/zh";

/** 1 … 4 5 [6] 7 8 … 20: the pages worth a link, with null for a gap. */
function pageWindow(page: number, pages: number, radius = 2): Array<number | null> {
  const shown = new Set([1, pages]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export function Pagination({
  query,
  page,
  total,
  path,
  t,
}: {
  query: LibraryQuery;
  page: number;
  total: number;
  path: string;
  t: Messages;
}) {
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => `${path}${serializeLibraryQuery({ ...query, page: p })}`;
  return (
    <nav className="pagination" aria-label={t.library.pagination}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t.library.previous}
        </Link>
      ) : (
        <span aria-disabled="true">{t.library.previous}</span>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className="current-page">
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)} aria-label={fill(t.library.page, { page: p, pages })}>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t.library.next}
        </Link>
      ) : (
        <span aria-disabled="true">{t.library.next}</span>
      )}
    </nav>
  );
}
