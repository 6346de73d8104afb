// With JavaScript the library form applies itself: typing (debounced) and toggling update
// the URL and results by client navigation, so there is no full reload. Without
// JavaScript it stays a plain GET form.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";

const TYPING_DEBOUNCE_MS = 300;

/**
 * The form's state as a URL: empty fields and fields at their default (`data-default`) left
 * out, so it matches the canonical URL; paging restarts because the page is not a field.
 */
function formUrl(form: HTMLFormElement): string {
  const defaults = new Map<string, string>();
  for (const el of form.querySelectorAll<HTMLSelectElement | HTMLInputElement>("[data-default]")) {
    defaults.set(el.name, el.dataset.default ?? "");
  }
  const params = new URLSearchParams();
  for (const [name, raw] of new FormData(form)) {
    const value = typeof raw === "string" ? raw.trim() : "";
    if (value !== "" && defaults.get(name) !== value) params.append(name, value);
  }
  const query = params.toString();
  return `${new URL(form.action).pathname}${query ? `?${query}` : ""}`;
}

const isTyping = (target: EventTarget) =>
  target instanceof HTMLInputElement && ["search", "text", "number"].includes(target.type);

export function useLiveForm() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = useRef("");
  current.current = `${pathname}${search}`;
  const timer = useRef<number | undefined>(undefined);
  const apply = useCallback(
    (form: HTMLFormElement) => {
      const url = formUrl(form);
      // Enter after the live update already applied this state: no second history entry.
      if (url === current.current) return;
      void navigate(url, { preventScrollReset: true });
    },
    [navigate],
  );

  const onChange = useCallback(
    (event: ChangeEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const target = event.target as EventTarget;
      // Controls of other forms (compare) and unnamed ones (column chooser) are not state.
      if (
        !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement) ||
        target.form !== form ||
        !target.name
      )
        return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => apply(form), isTyping(target) ? TYPING_DEBOUNCE_MS : 0);
    },
    [apply],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      window.clearTimeout(timer.current);
      apply(event.currentTarget);
    },
    [apply],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { onChange, onSubmit, formKey: useFormKeyOnHistory() };
}

/** A key that changes on back/forward, so the uncontrolled fields show the restored state. */
function useFormKeyOnHistory(): number {
  const type = useNavigationType();
  const { key } = useLocation();
  const [formKey, setFormKey] = useState(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === "POP") setFormKey((k) => k + 1);
  }, [key, type]);
  return formKey;
}

/** `/` focuses the search box, unless the user is typing somewhere already. */
export function useSlashFocus(inputId: string): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      const el = event.target as HTMLElement | null;
      if (el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName))) return;
      const input = document.getElementById(inputId);
      if (!(input instanceof HTMLInputElement)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [inputId]);
}
