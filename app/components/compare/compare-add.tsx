// Adding a processor: with JavaScript a suggestion is picked and the URL updated; without,
// the form sends the current ids and the typed text (`add`), which the server resolves.
import { Form, useNavigate } from "react-router";
import { COMPARE_MAX, compareHref } from "../../catalog/compare/compare-ids";
import { refKey } from "../../catalog/cpu-ref";
import type { CpuRef } from "#catalogue/types";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { LazySuggest } from "../search-suggest/lazy-suggest";

type Props = {
  refs: readonly CpuRef[];
  comparePath: string;
  keep: Record<string, string>;
  locale: Locale;
  t: Messages;
};

export function CompareAdd({ refs, comparePath, keep, locale, t }: Props) {
  const navigate = useNavigate();
  if (refs.length >= COMPARE_MAX) return <p className="muted compare-full">{t.compareAdd.full}</p>;
  return (
    <Form
      method="get"
      action={comparePath}
      className="compare-add"
      role="search"
      aria-label={t.compareAdd.add}
      preventScrollReset
    >
      {refs.length > 0 ? <input type="hidden" name="ids" value={refs.map(refKey).join(",")} /> : null}
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <span className="compare-add-label" aria-hidden="true">
        {t.compareAdd.add}
      </span>
      <LazySuggest
        inputId="compare-add"
        name="add"
        label={t.compareAdd.add}
        placeholder={t.compareAdd.placeholder}
        locale={locale}
        t={t}
        exclude={new Set(refs.map(refKey))}
        onPick={(s) => void navigate(compareHref(comparePath, [...refs, s], keep), { preventScrollReset: true })}
      />
      <button type="submit">{t.compareAdd.submit}</button>
    </Form>
  );
}
