// The site's one search box: in the header of every page, and in the home page's hero (where
// the header leaves it out). Suggestions open a processor's page, and so does Enter when
// there is only one suggestion or one names the processor exactly (the hint then says which);
// otherwise Enter searches. The form is a plain GET with `go`, so without JavaScript, or with
// Enter pressed before the suggestions came, the server opens the processor the query names
// exactly, if only one, and the library otherwise (catalog/pages.server.ts).
//
// The header loads the suggestion code after the page has hydrated (it is not needed to show
// the page, and the budget for first-load JavaScript is tight); until then it is a plain box,
// and what was typed into it, and its focus, carry over.
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import type { CpuSuggestion } from "../../catalog/suggestion";
import type { Locale } from "#common/locale";
import { localizePath } from "#common/locale-paths";
import type { Messages } from "../../i18n/zh";
import { cpuPath } from "../cpu-link";
import type { SearchSuggest as SearchSuggestComponent } from "./search-suggest";

type SuggestComponent = typeof SearchSuggestComponent;
type Props = {
  inputId: string;
  className: string;
  locale: Locale;
  t: Messages;
  /** The suggest box when the page already has its code; else `load` brings it after hydration. */
  suggest?: SuggestComponent;
  /** Loads the suggest box (a dynamic import in the caller's chunk, which already has the loader's helper). */
  load?: () => Promise<SuggestComponent>;
  /** Told which suggestion Enter opens now (the home page's hint says it). */
  onEnterTarget?: (target: CpuSuggestion | null) => void;
  /** The id of a hint about the box. */
  describedBy?: string;
};

/** The go parameter of catalog/pages.server.ts (SEARCH_GO_PARAM), kept here so the browser bundle does not take the server module. */
const GO_PARAM = "go";

type Carried = { text: string; focused: boolean };

/**
 * The suggest box: the one given, or loaded after hydration. When it arrives, `carried` is what
 * the plain box it replaces held and whether that box had the focus.
 */
function useSuggestBox(given: SuggestComponent | undefined, load: (() => Promise<SuggestComponent>) | undefined) {
  const plain = useRef<HTMLInputElement>(null);
  const [box, setBox] = useState<{ Suggest: SuggestComponent; carried: Carried } | null>(given ? { Suggest: given, carried: { text: "", focused: false } } : null);
  useEffect(() => {
    if (box || !load) return;
    let cancelled = false;
    void load().then((Suggest) => {
      if (cancelled) return;
      const input = plain.current;
      setBox({ Suggest, carried: { text: input?.value ?? "", focused: input !== null && document.activeElement === input } });
    });
    return () => {
      cancelled = true;
    };
  }, [box, load]);
  return { box, plain };
}

export function SiteSearch({ inputId, className, locale, t, suggest, load, onEnterTarget, describedBy }: Props) {
  const navigate = useNavigate();
  const { box, plain } = useSuggestBox(suggest, load);
  return (
    <Form method="get" action={localizePath("/lib", locale)} role="search" aria-label={t.search.landmark} className={className} aria-describedby={describedBy}>
      <input type="hidden" name={GO_PARAM} value="1" />
      {box ? (
        <box.Suggest
          inputId={inputId}
          name="q"
          label={t.search.label}
          placeholder={t.search.placeholder}
          locale={locale}
          t={t}
          onPick={(s) => void navigate(cpuPath(s, locale))}
          onEnterTarget={onEnterTarget}
          initialText={box.carried.text}
          autoFocus={box.carried.focused}
        />
      ) : (
        // SearchSuggest's own markup before any typing, so the swap changes no id or reference.
        <div className="suggest">
          <label htmlFor={inputId} className="visually-hidden">
            {t.search.label}
          </label>
          <input
            ref={plain}
            id={inputId}
            type="search"
            name="q"
            placeholder={t.search.placeholder}
            autoComplete="off"
            spellCheck={false}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            aria-controls={`${inputId}-suggestions`}
          />
          <ul id={`${inputId}-suggestions`} role="listbox" aria-label={t.search.label} className="suggest-list" hidden />
          <p className="visually-hidden" role="status" aria-live="polite" />
        </div>
      )}
      <button type="submit" className="button">
        {t.search.submit}
      </button>
    </Form>
  );
}
