// The ladder's filters as a GET form: without JavaScript "Update" submits it; with it, a
// change applies at once by client navigation (no full reload). The reference and the
// processor shown are kept; the estimates switch is offered only when the data holds estimates.
// The fields follow the URL: a link that changes the state (the notice's "include them") ticks
// the switch too, so the next change of test, segment, vendor or view keeps it.
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { BenchmarkTest } from "#catalogue/fields/benchmark-tests";
import { SEGMENTS } from "#catalogue/fields/value-lists";
import { refKey } from "../../catalog/cpu-ref";
import { DEFAULT_LADDER, type LadderState } from "../../catalog/ladder/ladder-state";
import { VALUE_VIEWS } from "../../catalog/ladder/value-metrics";
import type { Messages } from "../../i18n/zh";
import { useLiveForm } from "../library/use-live-form";

type Props = {
  state: LadderState;
  tests: readonly BenchmarkTest[];
  hasEstimates: boolean;
  action: string;
  t: Messages;
};

/** The fields the form holds, set to the state the page shows (uncontrolled fields keep what they were given first). */
function showState(form: HTMLFormElement, state: LadderState): void {
  for (const name of ["test", "segment", "vendor", "view"] as const) {
    const select = form.elements.namedItem(name);
    if (select instanceof HTMLSelectElement) select.value = String(state[name]);
  }
  for (const name of ["lowConfidence", "estimates"] as const) {
    const box = form.elements.namedItem(name);
    if (box instanceof HTMLInputElement) box.checked = state[name];
  }
}

export function LadderControls({ state, tests, hasEstimates, action, t }: Props) {
  const { onChange, onSubmit, formKey } = useLiveForm();
  const form = useRef<HTMLFormElement>(null);
  const { test, segment, vendor, view, lowConfidence, estimates } = state;
  useEffect(() => {
    if (form.current)
      showState(form.current, { ...DEFAULT_LADDER, test, segment, vendor, view, lowConfidence, estimates });
  }, [test, segment, vendor, view, lowConfidence, estimates]);
  const select = (name: keyof LadderState, label: string, options: ReadonlyArray<readonly [string, string]>) => (
    <label className="ladder-field">
      <span>{label}</span>
      <select name={name} defaultValue={String(state[name])} data-default={String(DEFAULT_LADDER[name])}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Form
      key={formKey}
      ref={form}
      method="get"
      action={action}
      className="ladder-controls"
      onChange={onChange}
      onSubmit={onSubmit}
      preventScrollReset
    >
      {select(
        "test",
        t.ladder.test,
        tests.map((test) => [test, t.benchmark.test[test]] as const),
      )}
      {select("segment", t.ladder.segment, [
        ...SEGMENTS.map((s) => [s, t.segment[s]] as const),
        ["all", t.ladder.allSegments] as const,
      ])}
      {select("vendor", t.ladder.vendor, [
        ["all", t.ladder.allVendors],
        ["amd", t.vendor.amd],
        ["intel", t.vendor.intel],
      ])}
      {select(
        "view",
        t.ladder.viewLabel,
        VALUE_VIEWS.map((v) => [v, t.ladder.view[v]] as const),
      )}
      <label className="ladder-field ladder-check">
        <input type="checkbox" name="lowConfidence" value="1" defaultChecked={state.lowConfidence} />
        <span>{t.ladder.includeLowConfidence}</span>
      </label>
      {hasEstimates ? (
        <label className="ladder-field ladder-check">
          <input type="checkbox" name="estimates" value="1" defaultChecked={state.estimates} />
          <span>{t.ladder.includeEstimates}</span>
        </label>
      ) : null}
      {state.basis !== DEFAULT_LADDER.basis ? <input type="hidden" name="basis" value={state.basis} /> : null}
      {state.ref ? <input type="hidden" name="ref" value={refKey(state.ref)} /> : null}
      {state.at ? <input type="hidden" name="at" value={refKey(state.at)} /> : null}
      <button type="submit">{t.ladder.apply}</button>
    </Form>
  );
}
