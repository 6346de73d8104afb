// Browser side of a server-rendered chart: ECharts' SSR client (about 1 KB) reports hover
// and clicks on bars and legend items; tooltips and legend toggling are ours. Full ECharts
// is loaded, in a worker (render-off-thread.ts), only to re-render: when the chart has no
// SVG (a client navigation), when the first layout is much narrower or wider than the
// server's (on a phone: once the chart comes near the viewport, so a page that is only
// glanced at never loads it), and once per resize burst.
import { hydrate, type ECSSRClientEventParams } from "echarts/ssr/client/index";
import type { Vendor } from "../catalog/seed-schema";
import { barAt, CHART_WIDTH, type BarChartSpec } from "./bar-chart-spec";
import { debounce, RESIZE_DEBOUNCE_MS } from "./debounce";
import { renderChartSvg } from "./render-off-thread";

/** On load, a server SVG scaled by less than this is kept (no chart library needed). */
const SCALE_TOLERANCE = 0.15;
const NEAR_VIEWPORT = "300px";
const SERIES_VENDORS: readonly Vendor[] = ["amd", "intel"];

export type ChartElements = { figure: HTMLElement; canvas: HTMLElement; tooltip: HTMLElement };

/** `onOpen`: a click on a bar with an `href` follows it (a client navigation). */
export function makeChartInteractive({ figure, canvas, tooltip }: ChartElements, spec: BarChartSpec, onOpen?: (href: string) => void): () => void {
  let renderedWidth = canvas.querySelector("svg") ? CHART_WIDTH : 0;
  let disposed = false;

  function showTooltip(p: ECSSRClientEventParams) {
    const bar = barAt(spec, p.dataIndex);
    if (!bar || !(p.event instanceof MouseEvent)) return;
    tooltip.textContent = `${bar.label}: ${bar.valueText}`;
    const box = figure.getBoundingClientRect();
    tooltip.style.left = `${Math.min(p.event.clientX - box.left + 12, box.width - 160)}px`;
    tooltip.style.top = `${p.event.clientY - box.top + 12}px`;
    tooltip.hidden = false;
  }

  function wire() {
    hydrate(canvas, {
      on: {
        mouseover(p) {
          if (p.ssrType === "chart") showTooltip(p);
          else figure.dataset.focus = SERIES_VENDORS[p.seriesIndex ?? -1] ?? "";
        },
        mouseout(p) {
          if (p.ssrType === "chart") tooltip.hidden = true;
          else delete figure.dataset.focus;
        },
        click(p) {
          const vendor = SERIES_VENDORS[p.seriesIndex ?? -1];
          if (p.ssrType === "legend" && vendor) figure.classList.toggle(`hide-${vendor}`);
          else if (p.ssrType === "chart") {
            const href = barAt(spec, p.dataIndex)?.href;
            if (href && onOpen) onOpen(href);
            else showTooltip(p);
          }
        },
      },
    });
  }

  async function render(width: number) {
    const svg = await renderChartSvg(spec, width);
    if (disposed) return;
    canvas.innerHTML = svg;
    renderedWidth = width;
    canvas.dataset.renders = String(Number(canvas.dataset.renders ?? "0") + 1);
    wire();
  }

  const width = () => Math.round(canvas.clientWidth);
  const onResize = debounce(() => {
    if (width() > 0 && width() !== renderedWidth) void render(width());
  }, RESIZE_DEBOUNCE_MS);

  let visibility: IntersectionObserver | null = null;
  if (renderedWidth === 0) void render(width() || CHART_WIDTH);
  else {
    wire();
    if (Math.abs(width() - renderedWidth) / renderedWidth > SCALE_TOLERANCE) {
      visibility = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          visibility?.disconnect();
          if (Math.abs(width() - renderedWidth) / renderedWidth > SCALE_TOLERANCE) void render(width());
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      visibility.observe(canvas);
    }
  }
  figure.dataset.interactive = "true";
  window.addEventListener("resize", onResize);
  return () => {
    disposed = true;
    visibility?.disconnect();
    onResize.cancel();
    window.removeEventListener("resize", onResize);
  };
}
