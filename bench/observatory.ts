// npm run observatory: Mozilla's HTTP Observatory (npm @mdn/mdn-http-observatory) scans the
// built site served over HTTPS, offline. The scanner only talks to ports 80 and 443 of the
// host it is given, so the run happens in a private network namespace (`unshare -rn`: no
// root needed, loopback only): nginx terminates TLS on 443 with a throwaway self-signed
// certificate and redirects 80 to HTTPS, in front of `npm start` (TRUST_PROXY=1), as in a
// real deployment. Prints the grade, the score and every test; exit 1 below A+.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer, type RunningServer } from "../tests/support/start-server";
import { startFront } from "./front";

const SCANNER_VERSION = "1.4.8";
const SCANNER_DIR = join(tmpdir(), `cpu-atlas-observatory-${SCANNER_VERSION}`);
const SCANNER = join(SCANNER_DIR, "node_modules/@mdn/mdn-http-observatory/src/scan.js");

type ScanOutput = {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  error?: string;
};

function installScanner(): void {
  const preloadList = join(SCANNER_DIR, "node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json");
  if (existsSync(SCANNER) && existsSync(preloadList)) return;
  // --ignore-scripts: a dependency's install script downloads a CA bundle from the internet;
  // our own certificate is trusted through NODE_EXTRA_CA_CERTS instead.
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      SCANNER_DIR,
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      `@mdn/mdn-http-observatory@${SCANNER_VERSION}`,
    ],
    {
      stdio: "inherit",
    },
  );
  // Its other install step downloads Chrome's HSTS preload list; offline the list is empty,
  // which only matters for a domain on that list (ours is not, being a local test host).
  writeFileSync(preloadList, "{}\n");
}

function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, "localhost.crt");
  const key = join(dir, "localhost.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}

/** The production nginx front with TLS on 443 and 80 redirected to HTTPS. */
async function startTlsProxy(
  dir: string,
  upstream: RunningServer,
  tls: { cert: string; key: string },
): Promise<() => void> {
  const front = await startFront(dir, upstream, "127.0.0.1:80", {
    tls: { listen: "127.0.0.1:443", ...tls, redirectPlainHttp: true },
  });
  console.log(
    `front: prerendered files ${front.published ? "served by nginx" : "served by the app"} (${front.reason})`,
  );
  return front.stop;
}

async function scanInNamespace(): Promise<number> {
  execFileSync("ip", ["link", "set", "lo", "up"]);
  const dir = mkdtempSync(join(tmpdir(), "cpu-atlas-observatory-"));
  const tls = selfSignedCertificate(dir);
  const server = await startServer({ TRUST_PROXY: "1" });
  const stopProxy = await startTlsProxy(dir, server, tls);
  try {
    await new Promise((r) => setTimeout(r, 500));
    const run = spawnSync(process.execPath, [SCANNER, "localhost"], {
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.cert },
      timeout: 60_000,
    });
    const output = JSON.parse(run.stdout || "{}") as ScanOutput;
    if (!output.scan || !output.tests) {
      console.error(`scan failed: ${output.error ?? run.stderr}`);
      return 1;
    }
    const { grade, score, testsPassed, testsQuantity } = output.scan;
    console.log(
      `HTTP Observatory ${SCANNER_VERSION} on https://localhost/ (nginx TLS -> npm start): grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`,
    );
    for (const [name, test] of Object.entries(output.tests)) {
      console.log(
        `  ${test.pass ? "pass" : "FAIL"} ${name.padEnd(32)} ${String(test.scoreModifier).padStart(4)}  ${test.result}`,
      );
    }
    writeFileSync(
      resolve("bench/results/observatory.json"),
      JSON.stringify({ at: new Date().toISOString(), scanner: SCANNER_VERSION, ...output }, null, 2),
    );
    return grade === "A+" ? 0 : 1;
  } finally {
    stopProxy();
    await server.stop();
  }
}

if (process.env.CPU_ATLAS_OBSERVATORY_NS === "1") {
  process.exitCode = await scanInNamespace();
} else {
  installScanner();
  // Re-run this script as "root" of a new user and network namespace: ports 80/443 on a
  // loopback of its own, invisible to and unreachable from the rest of the machine.
  const run = spawnSync(
    "unshare",
    ["--user", "--map-root-user", "--net", process.execPath, "--import", "tsx", "bench/observatory.ts"],
    {
      stdio: "inherit",
      env: { ...process.env, CPU_ATLAS_OBSERVATORY_NS: "1" },
    },
  );
  process.exitCode = run.status ?? 1;
}
