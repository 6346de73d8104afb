// Choosing the current processor: with JavaScript a suggestion opens its advisor page; without,
// the form sends the typed text (`q`), which the server resolves to the best match.
import { Form, useNavigate } from "react-router";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { LazySuggest } from "../search-suggest/lazy-suggest";

export function UpgradePicker({
  action,
  locale,
  t,
  autoFocus,
}: {
  action: string;
  locale: Locale;
  t: Messages;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={action}
      className="compare-add upgrade-picker"
      role="search"
      aria-label={t.upgrade.pickerLabel}
    >
      <span className="compare-add-label" aria-hidden="true">
        {t.upgrade.pickerLabel}
      </span>
      <LazySuggest
        inputId="upgrade-from"
        name="q"
        label={t.upgrade.pickerLabel}
        placeholder={t.upgrade.pickerPlaceholder}
        locale={locale}
        t={t}
        autoFocus={autoFocus}
        onPick={(s) => void navigate(`${action}?from=${s.vendor}/${s.id}`)}
      />
      <button type="submit">{t.upgrade.pickerSubmit}</button>
    </Form>
  );
}
