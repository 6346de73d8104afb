// Which columns the table shows, remembered in localStorage. Before hydration (and
// without JavaScript) the default columns show.
import { useCallback, useEffect, useState } from "react";
import type { Messages } from "../../i18n/zh";
import { COLUMNS_STORAGE_KEY, DEFAULT_COLUMNS, parseStoredColumns, type ColumnId } from "./columns";

/** `order`: every column, in the order the table shows them. */
export function useChosenColumns(
  order: readonly ColumnId[],
): [readonly ColumnId[], (id: ColumnId, on: boolean) => void] {
  const [columns, setColumns] = useState<readonly ColumnId[]>(DEFAULT_COLUMNS);
  useEffect(() => {
    try {
      const stored = parseStoredColumns(window.localStorage.getItem(COLUMNS_STORAGE_KEY), order);
      if (stored) setColumns(stored);
    } catch {
      // Storage may be disabled; the defaults stay.
    }
  }, [order]);
  const toggle = useCallback(
    (id: ColumnId, on: boolean) => {
      setColumns((current) => {
        const next = order.filter((c) => (c === id ? on : current.includes(c)));
        try {
          window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
        } catch {
          // Not remembered, but still applied.
        }
        return next;
      });
    },
    [order],
  );
  return [columns, toggle];
}

/** A column shown for the sort but not chosen stays checked and cannot be turned off while the sort holds. */
type ChooserProps = {
  order: readonly ColumnId[];
  columns: readonly ColumnId[];
  chosen: readonly ColumnId[];
  onToggle: (id: ColumnId, on: boolean) => void;
  t: Messages;
};

export function ColumnChooser({ order, columns, chosen, onToggle, t }: ChooserProps) {
  return (
    <details className="column-chooser">
      <summary>{t.library.columns}</summary>
      <div className="column-options">
        {order.map((id) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={columns.includes(id)}
              disabled={columns.includes(id) && !chosen.includes(id)}
              onChange={(e) => onToggle(id, e.currentTarget.checked)}
            />
            {t.library.column[id]}
          </label>
        ))}
      </div>
    </details>
  );
}
