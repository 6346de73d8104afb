import { Link } from "react-router";
import type { Crumb } from "../../pages/structured-data.server";
import { useLocale } from "../../i18n/use-locale";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useLocale();
  return (
    <nav aria-label={t.nav.breadcrumb} className="breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>
            {i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
