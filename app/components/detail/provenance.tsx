import { Fragment } from "react";
import type { SpecSource } from "../../catalog/detail/spec-source";
import type { Provenance as ProvenanceData } from "../../catalog/detail/types";
import { formatLaunchDate } from "../../catalog/format";
import type { Vendor } from "#catalogue/fields/value-lists";
import { fill } from "../../i18n/messages";
import { useLocale } from "../../i18n/use-locale";
import type { Messages } from "../../i18n/zh";

/** Marks where the outlets' links go in a filled message. */
const OUTLETS = "\u0000";

function SpecSourceLine({ source, vendor, t }: { source: SpecSource; vendor: string; t: Messages }) {
  if (source.kind === "vendor") {
    return (
      <a href={source.url} rel="noopener">
        {fill(t.detail.specFromVendor, { vendor })}
      </a>
    );
  }
  const template = source.announcedOn ? t.detail.specFromAnnouncement : t.detail.specReported;
  const [before, after] = fill(template, { vendor, outlets: OUTLETS, date: source.announcedOn ?? "" }).split(OUTLETS);
  return (
    <>
      {before}
      {source.outlets.map((o, i) => (
        <Fragment key={o.url}>
          {i === 0 ? null : i === source.outlets.length - 1 ? t.detail.outletsAnd : ", "}
          <a href={o.url} rel="noopener nofollow">
            {o.name}
          </a>
        </Fragment>
      ))}
      {after}
    </>
  );
}

export function Provenance({ provenance, vendor }: { provenance: ProvenanceData; vendor: Vendor }) {
  const { locale, t } = useLocale();
  const day = (iso: string) => formatLaunchDate(iso.slice(0, 10), locale);
  return (
    <section aria-labelledby="provenance" className="provenance">
      <h2 id="provenance">{t.detail.provenance}</h2>
      <ul>
        {provenance.specSource ? (
          <li>
            <SpecSourceLine source={provenance.specSource} vendor={t.vendor[vendor]} t={t} />
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
