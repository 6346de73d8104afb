// Budget, memory and board filters: a plain GET form (React Router's Form navigates without a
// full load when JavaScript runs; without it the browser submits the same query).
import { Form, Link } from "react-router";
import type { UpgradePage } from "../../catalog/platform-pages/types";
import type { Messages } from "../../i18n/zh";

type Options = Extract<UpgradePage, { kind: "options" }>;

export function UpgradeFilters({ page, action, t }: { page: Options; action: string; t: Messages }) {
  const u = t.upgrade;
  const { query } = page;
  const from = `${page.from.vendor}/${page.from.id}`;
  return (
    <Form method="get" action={action} className="upgrade-filters" aria-labelledby="upgrade-filters">
      <h2 id="upgrade-filters" className="visually-hidden">
        {u.filters}
      </h2>
      <input type="hidden" name="from" value={from} />
      <label>
        <span>{u.budget}</span>
        <input
          type="number"
          name="budget"
          min={1}
          max={100000}
          step={1}
          inputMode="numeric"
          defaultValue={query.budget ?? ""}
        />
      </label>
      {page.memoryChoices.length > 0 ? (
        <label>
          <span>{u.memory}</span>
          <select name="memory" defaultValue={query.memory ?? ""}>
            <option value="">{u.memoryAny}</option>
            {page.memoryChoices.map((m) => (
              <option key={m} value={m.toLowerCase()}>
                {m}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {page.boards.length > 1 ? (
        <label>
          <span>{u.board}</span>
          <select name="chipset" defaultValue={query.chipset ?? ""}>
            <option value="">{u.boardAny}</option>
            {page.boards.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit">{u.apply}</button>
      {query.budget !== null || query.memory !== null || query.chipset !== null ? (
        <Link to={`${action}?from=${from}`}>{u.reset}</Link>
      ) : null}
    </Form>
  );
}
