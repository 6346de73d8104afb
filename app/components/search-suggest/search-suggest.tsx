// A search box with instant suggestions (ARIA combobox). It lives inside a plain GET form
// that its parent renders, so without JavaScript the typed text is simply submitted.
import { useEffect, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { pastedSearch } from "../../catalog/library/search-brand-string";
import type { CpuSuggestion } from "../../catalog/suggestion";
import { fill } from "../../i18n/messages";
import type { Locale } from "#common/locale";
import type { Messages } from "../../i18n/zh";
import { enterTarget, suggestKey } from "./suggest-keys";
import { useSuggestions } from "./use-suggestions";

type Props = {
  inputId: string;
  name: string;
  label: string;
  placeholder: string;
  locale: Locale;
  t: Messages;
  onPick: (suggestion: CpuSuggestion) => void;
  /** Refs not to offer (already in a comparison). */
  exclude?: ReadonlySet<string>;
  autoFocus?: boolean;
  /** Told which suggestion Enter opens now (the only one, or the exact match), null for none. */
  onEnterTarget?: (target: CpuSuggestion | null) => void;
  /** What the box holds when it appears (typed into the plain box it replaces). */
  initialText?: string;
  /** A paste submits the form at once (the home page's "What's in my computer?"). */
  submitOnPaste?: boolean;
};

export function SearchSuggest({
  inputId,
  name,
  label,
  placeholder,
  locale,
  t,
  onPick,
  exclude,
  autoFocus,
  onEnterTarget,
  initialText = "",
  submitOnPaste = false,
}: Props) {
  // Derived from the input's id (unique on a page), not useId: the same id whatever renders it.
  const listId = `${inputId}-suggestions`;
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(initialText !== "");
  const [active, setActive] = useState(-1);
  const { items: all, exact, didYouMean, loading } = useSuggestions(text);
  const items = exclude ? all.filter((s) => !exclude.has(s.ref)) : all;
  const expanded = open && text.trim() !== "";
  // Enter opens the only suggestion, or the exact match, while the list shows.
  const target = expanded
    ? enterTarget(
        items.length,
        items.findIndex((s) => s.ref === exact),
      )
    : -1;
  const targetRef = target >= 0 ? (items[target]?.ref ?? null) : null;
  useEffect(() => {
    onEnterTarget?.(targetRef === null ? null : (items.find((s) => s.ref === targetRef) ?? null));
    // Told again only when the target changes, not on every render's new array.
  }, [targetRef]);

  function pick(s: CpuSuggestion) {
    setOpen(false);
    setActive(-1);
    setText("");
    onPick(s);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const outcome = suggestKey(event.key, { active, open: expanded && items.length > 0, count: items.length, target });
    if (!outcome) return;
    if (outcome.action === "submit") return; // the form submits the text
    event.preventDefault();
    setActive(outcome.active);
    setOpen(outcome.open);
    const chosen = items[outcome.active];
    if (outcome.action === "pick" && chosen) pick(chosen);
    if (outcome.action === "clear") setText("");
  }

  // A paste of a whole tool output (lscpu, CPU-Z) keeps the line that names the processor.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData("text");
    const form = event.currentTarget.form;
    if (pasted.trim() === "") return;
    event.preventDefault();
    setText(pastedSearch(pasted));
    setOpen(true);
    setActive(-1);
    if (submitOnPaste && form) window.setTimeout(() => form.requestSubmit(), 0);
  }

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="suggest">
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded && items.length > 0}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && items[active] ? optionId(active) : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="suggest-list"
        hidden={!expanded || items.length === 0}
      >
        {items.map((s, i) => (
          <li
            key={s.ref}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="suggest-option"
            data-vendor={s.vendor}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
            onMouseEnter={() => setActive(i)}
          >
            <span className="suggest-name">
              {locale === "zh" ? s.nameZh : s.name}
              {i === target && active === -1 ? <span className="suggest-enter">↵ {t.suggest.enterOpens}</span> : null}
            </span>
            <span className="suggest-meta">
              {t.vendor[s.vendor]} · {t.segment[s.segment]}
              {s.year ? ` · ${s.year}` : ""} · {s.cores}C/{s.threads}T
            </span>
          </li>
        ))}
      </ul>
      {expanded && !loading && items.length === 0 && didYouMean ? (
        <p className="suggest-did-you-mean">
          {t.suggest.didYouMean}{" "}
          <button
            type="button"
            className="link-button"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setText(didYouMean);
              setOpen(true);
            }}
          >
            {didYouMean}
          </button>
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded
          ? items.length === 1
            ? t.suggest.resultsOne
            : items.length > 0
              ? fill(t.suggest.results, { count: items.length })
              : loading
                ? ""
                : t.suggest.none
          : ""}
      </p>
    </div>
  );
}
