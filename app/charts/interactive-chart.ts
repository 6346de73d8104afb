// Browser side of a server-rendered chart: delegated pointer handlers on the chart's
// `data-bar` / `data-legend` elements (they survive a redraw), a tooltip on hover, a
// vendor focused on legend hover and hidden on legend click, a click on a bar following its
// link. The chart is redrawn on the main thread (a fraction of a millisecond): when it has
// no SVG (a client navigation), when the first layout is much narrower or wider than the
// server's, and once per resize burst.
import type { Vendor } from "#catalogue/fields/value-lists";
import { CHART_WIDTH, type Bar, type BarChartSpec } from "./bar-chart-spec";
import { debounce, RESIZE_DEBOUNCE_MS } from "./debounce";
import { renderBarChartSvg } from "./render-bar-chart";

/** On load, a server SVG scaled by less than this is kept as it is. */
const SCALE_TOLERANCE = 0.15;
const VENDORS: readonly string[] = ["amd", "intel"] satisfies Vendor[];

export type ChartElements = { figure: HTMLElement; canvas: HTMLElement; tooltip: HTMLElement };

const closestData = (target: EventTarget | null, attribute: string): string | null => {
  const element = target instanceof Element ? target.closest(`[${attribute}]`) : null;
  return element?.getAttribute(attribute) ?? null;
};

/** `onOpen`: a click on a bar with an `href` follows it (a client navigation). */
export function makeChartInteractive(
  { figure, canvas, tooltip }: ChartElements,
  spec: BarChartSpec,
  onOpen?: (href: string) => void,
): () => void {
  const barOf = (event: Event): Bar | null => {
    const index = closestData(event.target, "data-bar");
    return index === null ? null : (spec.bars[Number(index)] ?? null);
  };
  const vendorOf = (event: Event): string | null => {
    const vendor = closestData(event.target, "data-legend");
    return vendor !== null && VENDORS.includes(vendor) ? vendor : null;
  };

  // The tooltip sits on the hovered bar's own row (over the bar it describes), never over the
  // labels of the rows around it, and stays inside the figure.
  function showTooltip(bar: Bar, event: PointerEvent | MouseEvent) {
    tooltip.textContent = `${bar.label}: ${bar.valueText}`;
    tooltip.hidden = false;
    const box = figure.getBoundingClientRect();
    const target = event.target instanceof Element ? event.target.closest("[data-bar]") : null;
    const row = target?.getBoundingClientRect() ?? { left: event.clientX, top: event.clientY, height: 0 };
    const maxLeft = Math.max(0, box.width - tooltip.offsetWidth - 4);
    tooltip.style.left = `${Math.min(Math.max(0, row.left - box.left), maxLeft)}px`;
    tooltip.style.top = `${row.top - box.top + row.height / 2 - tooltip.offsetHeight / 2}px`;
  }

  const onOver = (event: PointerEvent) => {
    const bar = barOf(event);
    if (bar) return showTooltip(bar, event);
    const vendor = vendorOf(event);
    if (vendor) figure.dataset.focus = vendor;
  };
  const onOut = (event: PointerEvent) => {
    if (barOf(event)) tooltip.hidden = true;
    else if (vendorOf(event)) delete figure.dataset.focus;
  };
  const onClick = (event: MouseEvent) => {
    const bar = barOf(event);
    const vendor = bar ? null : vendorOf(event);
    if (vendor) figure.classList.toggle(`hide-${vendor}`);
    else if (bar?.href && onOpen) onOpen(bar.href);
    else if (bar) showTooltip(bar, event);
  };

  let renderedWidth = canvas.querySelector("svg") ? CHART_WIDTH : 0;
  const width = () => Math.round(canvas.clientWidth);
  function render(to: number) {
    canvas.innerHTML = renderBarChartSvg(spec, to);
    renderedWidth = to;
  }
  const onResize = debounce(() => {
    if (width() > 0 && width() !== renderedWidth) render(width());
  }, RESIZE_DEBOUNCE_MS);

  if (renderedWidth === 0) render(width() || CHART_WIDTH);
  else if (width() > 0 && Math.abs(width() - renderedWidth) / renderedWidth > SCALE_TOLERANCE) render(width());
  canvas.addEventListener("pointerover", onOver);
  canvas.addEventListener("pointerout", onOut);
  canvas.addEventListener("click", onClick);
  window.addEventListener("resize", onResize);
  figure.dataset.interactive = "true";
  return () => {
    onResize.cancel();
    window.removeEventListener("resize", onResize);
    canvas.removeEventListener("pointerover", onOver);
    canvas.removeEventListener("pointerout", onOut);
    canvas.removeEventListener("click", onClick);
  };
}
