import { Link } from "react-router";
import { localizePath } from "#common/locale-paths";
import type { SpecGroup } from "../../pages/spec-sheet.server";
import { useLocale } from "../../i18n/use-locale";

export function SpecSheet({ groups }: { groups: SpecGroup[] }) {
  const { locale, t } = useLocale();
  return (
    <section aria-labelledby="spec-sheet" className="spec-sheet">
      <h2 id="spec-sheet">{t.detail.specSheet}</h2>
      <div className="spec-groups">
        {groups.map((g) => (
          <table key={g.id} className="spec-table" id={`spec-${g.id}`}>
            <caption>{g.title}</caption>
            <tbody>
              {g.rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td>{r.href ? <Link to={localizePath(r.href, locale)}>{r.value}</Link> : r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
