import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { treeCpuSeconds } from "./process-cpu";

// Spins until it has used 0.3 s of CPU (however long a loaded machine makes that take), says so, and waits.
const SPINNER = `
while (process.cpuUsage().user < 300_000);
process.stdout.write("spun\\n");
setInterval(() => {}, 1000);
`;

describe("treeCpuSeconds", () => {
  it("counts the CPU time of a process's children, not only its own", async () => {
    const before = treeCpuSeconds(process.pid);
    const ownBefore = process.cpuUsage();
    const child = spawn(process.execPath, ["-e", SPINNER], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await once(child.stdout, "data");
      const after = treeCpuSeconds(process.pid);
      const own = process.cpuUsage(ownBefore);
      expect(after - before - (own.user + own.system) / 1e6).toBeGreaterThan(0.25);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("is zero for a process that does not exist", () => {
    expect(treeCpuSeconds(2 ** 22 + 1)).toBe(0);
  });
});
