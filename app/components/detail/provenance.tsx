import type { Provenance as ProvenanceData } from "../../catalog/detail/types";
import { formatLaunchDate } from "../../catalog/format";
import type { Vendor } from "../../catalog/fields/value-lists";
import { fill } from "../../i18n/messages";
import { useLocale } from "../../i18n/use-locale";

export function Provenance({ provenance, vendor }: { provenance: ProvenanceData; vendor: Vendor }) {
  const { locale, t } = useLocale();
  const day = (iso: string) => formatLaunchDate(iso.slice(0, 10), locale);
  return (
    <section aria-labelledby="provenance" className="provenance">
      <h2 id="provenance">{t.detail.provenance}</h2>
      <ul>
        {provenance.sourceUrl ? (
          <li>
            <a href={provenance.sourceUrl} rel="noopener">
              {fill(t.detail.vendorPage, { vendor: t.vendor[vendor] })}
            </a>
          </li>
        ) : null}
        {provenance.imports.length === 0 ? <li>{t.detail.seedSource}</li> : null}
        {provenance.imports.map((i) => (
          <li key={`${i.source}-${i.importedAt}`}>
            {fill(t.detail.imported, { source: i.source, format: i.format, date: day(i.importedAt) })}{" "}
            <small>{fill(t.detail.importedFields, { fields: i.fields.join(", ") })}</small>
          </li>
        ))}
        <li>{t.detail.benchmarkSources}</li>
        {provenance.builtAt ? <li>{fill(t.detail.catalogueBuilt, { date: day(provenance.builtAt) })}</li> : null}
      </ul>
    </section>
  );
}
