// A one-line progress bar for long imports, drawn only on a terminal (never in CI logs).
export type Progress = { start(label: string, total: number): void; tick(): void; done(): void };

const WIDTH = 30;
const REDRAW_EVERY_MS = 100;

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress | undefined {
  if (!stream.isTTY) return undefined;
  let label = "";
  let total = 0;
  let count = 0;
  let drawnAt = 0;
  const draw = () => {
    const filled = total > 0 ? Math.round((count / total) * WIDTH) : WIDTH;
    stream.write(`\r${"█".repeat(filled)}${"░".repeat(WIDTH - filled)} ${count}/${total} ${label}`.padEnd(80));
  };
  return {
    start(newLabel, newTotal) {
      label = newLabel;
      total = newTotal;
      count = 0;
      draw();
    },
    tick() {
      count++;
      const now = Date.now();
      if (now - drawnAt >= REDRAW_EVERY_MS) {
        drawnAt = now;
        draw();
      }
    },
    done() {
      count = total;
      draw();
      stream.write("\n");
    },
  };
}
