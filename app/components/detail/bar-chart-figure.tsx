import { useEffect, useRef, type ReactNode } from "react";
import { CHART_WIDTH, chartHeight, type BarChartSpec } from "../../charts/bar-chart-spec";
import { renderBarChartSvg } from "../../charts/render-bar-chart";

/** The browser's part, loaded after hydration: the chart shows without it. */
const loadInteractive = () => import("../../charts/interactive-chart");

/**
 * A chart as server-rendered SVG. In the browser the SVG is left as the server wrote it
 * (the empty __html never differs, so React never rewrites it) and made interactive once
 * interactive-chart.ts has loaded, which draws it when it must (the same renderBarChartSvg).
 */
export function BarChartFigure({
  spec,
  summary,
  children,
  onOpen,
}: {
  spec: BarChartSpec;
  summary: string;
  children?: ReactNode;
  onOpen?: (href: string) => void;
}) {
  const figure = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const tooltip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!figure.current || !canvas.current || !tooltip.current) return;
    const elements = { figure: figure.current, canvas: canvas.current, tooltip: tooltip.current };
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadInteractive().then(({ makeChartInteractive }) => {
      if (!cancelled) stop = makeChartInteractive(elements, spec, onOpen);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [spec, onOpen]);
  return (
    <figure className="chart" ref={figure} id={spec.id}>
      <h3 className="chart-title">{spec.title}</h3>
      <div
        ref={canvas}
        className="chart-canvas"
        role="img"
        aria-label={summary}
        style={{ aspectRatio: `${CHART_WIDTH} / ${chartHeight(spec)}` }}
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? renderBarChartSvg(spec, CHART_WIDTH) : "" }}
        suppressHydrationWarning
      />
      <div ref={tooltip} className="chart-tooltip" role="status" hidden />
      {children ? <figcaption>{children}</figcaption> : null}
    </figure>
  );
}
