import { useEffect, useRef, type ReactNode } from "react";
import { CHART_WIDTH, chartHeight, type BarChartSpec } from "../../charts/bar-chart-spec";
import { makeChartInteractive } from "../../charts/interactive-chart";
import { renderBarChartSvg } from "../../charts/render-bar-chart";

/**
 * A chart as server-rendered SVG. In the browser the SVG is left as the server wrote it
 * (the empty __html never differs, so React never rewrites it) and made interactive;
 * interactive-chart.ts draws it when it must (the same renderBarChartSvg).
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
    return makeChartInteractive({ figure: figure.current, canvas: canvas.current, tooltip: tooltip.current }, spec, onOpen);
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
