// The site's one search box: in the header of every page, and in the home page's hero (where
// the header leaves it out). Suggestions open a processor's page, and so does Enter when
// there is only one suggestion or one names the processor exactly (the hint then says which);
// otherwise Enter searches. The form is a plain GET with `go`, so without JavaScript, or with
// Enter pressed before the suggestions came, the server opens the processor the query names
// exactly, if only one, and the library otherwise (catalog/pages.server.ts). The suggestion
// code loads after hydration (lazy-suggest.tsx).
import { Form, useNavigate } from "react-router";
import type { CpuSuggestion } from "../../catalog/suggestion";
import type { Locale } from "#common/locale";
import { pageHref } from "#common/page-href";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import { LazySuggest } from "./lazy-suggest";

type Props = {
  inputId: string;
  className: string;
  locale: Locale;
  t: Messages;
  /** Told which suggestion Enter opens now (the home page's hint says it). */
  onEnterTarget?: (target: CpuSuggestion | null) => void;
  /** The id of a hint about the box. */
  describedBy?: string;
  /** The form's landmark name, where a page has two search forms (the header's by default). */
  landmark?: string;
  /** The box's own name and placeholder, where not the site search's. */
  label?: string;
  placeholder?: string;
  /** A paste opens the processor it names at once ("What's in my computer?"). */
  submitOnPaste?: boolean;
};

/** The go parameter of catalog/pages.server.ts (SEARCH_GO_PARAM), kept here so the browser bundle does not take the server module. */
const GO_PARAM = "go";

export function SiteSearch({
  inputId,
  className,
  locale,
  t,
  onEnterTarget,
  describedBy,
  landmark,
  label,
  placeholder,
  submitOnPaste,
}: Props) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={pageHref("lib", locale)}
      role="search"
      aria-label={landmark ?? t.search.landmark}
      className={className}
      aria-describedby={describedBy}
    >
      <input type="hidden" name={GO_PARAM} value="1" />
      <LazySuggest
        inputId={inputId}
        name="q"
        label={label ?? t.search.label}
        placeholder={placeholder ?? t.search.placeholder}
        locale={locale}
        t={t}
        onPick={(s) => void navigate(cpuPath(s, locale))}
        onEnterTarget={onEnterTarget}
        submitOnPaste={submitOnPaste}
      />
      <button type="submit" className="button">
        {t.search.submit}
      </button>
    </Form>
  );
}
