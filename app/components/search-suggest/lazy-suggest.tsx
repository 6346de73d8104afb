// The suggest box as every page uses it: a plain search box in the server's HTML and at
// hydration, replaced by SearchSuggest once its code has loaded (right after hydration). The
// code is not needed to show the page, and the budget for first-load JavaScript is tight.
// Until it arrives the box is a plain input of the form around it (submitted as typed); what
// was typed into it, and its focus, carry over.
import { useEffect, useRef, useState, type ComponentProps } from "react";
import type { SearchSuggest as SearchSuggestComponent } from "./search-suggest";

type SuggestComponent = typeof SearchSuggestComponent;
export type SuggestProps = ComponentProps<SuggestComponent>;

let loading: Promise<SuggestComponent> | null = null;

function loadSuggest(): Promise<SuggestComponent> {
  loading ??= import("./search-suggest").then((m) => m.SearchSuggest);
  return loading;
}

type Carried = { text: string; focused: boolean };

export function LazySuggest(props: SuggestProps) {
  const plain = useRef<HTMLInputElement>(null);
  const [box, setBox] = useState<{ Suggest: SuggestComponent; carried: Carried } | null>(null);
  useEffect(() => {
    if (box) return;
    let cancelled = false;
    void loadSuggest().then((Suggest) => {
      if (cancelled) return;
      const input = plain.current;
      setBox({
        Suggest,
        carried: { text: input?.value ?? "", focused: input !== null && document.activeElement === input },
      });
    });
    return () => {
      cancelled = true;
    };
  }, [box]);
  if (box) return <box.Suggest {...props} initialText={box.carried.text} autoFocus={box.carried.focused} />;
  const { inputId, name, label, placeholder, autoFocus } = props;
  return (
    // SearchSuggest's own markup before any typing, so the swap changes no id or reference.
    <div className="suggest">
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        ref={plain}
        id={inputId}
        type="search"
        name={name}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={`${inputId}-suggestions`}
      />
      <ul id={`${inputId}-suggestions`} role="listbox" aria-label={label} className="suggest-list" hidden />
      <p className="visually-hidden" role="status" aria-live="polite" />
    </div>
  );
}
