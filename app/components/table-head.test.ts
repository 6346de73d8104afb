import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TableHead, num } from "./table-head";

describe("TableHead", () => {
  it("writes one column heading per column, figures aligned right, left-out columns absent", () => {
    const columns = ["Model", num("Score"), false, null, undefined, "Launch"];
    const html = renderToStaticMarkup(createElement("table", null, createElement(TableHead, { columns })));
    expect(html).toBe(
      '<table><thead><tr><th scope="col">Model</th><th scope="col" class="num">Score</th>' +
        '<th scope="col">Launch</th></tr></thead></table>',
    );
  });
});
