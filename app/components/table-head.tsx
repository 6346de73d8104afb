// A table's row of column headings. A column is its heading text, `num(text)` for a column of
// figures (aligned right, like its cells), or null/undefined/false to leave the column out.
import type { ReactNode } from "react";

export type ColumnHead = ReactNode | { num: ReactNode } | null | false;

/** A column of figures. */
export const num = (label: ReactNode): ColumnHead => ({ num: label });

const isNum = (c: ColumnHead): c is { num: ReactNode } => typeof c === "object" && c !== null && "num" in c;

export function TableHead({ columns }: { columns: readonly ColumnHead[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) =>
          c === null || c === undefined || c === false ? null : isNum(c) ? (
            <th key={i} scope="col" className="num">
              {c.num}
            </th>
          ) : (
            <th key={i} scope="col">
              {c}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
