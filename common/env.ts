// Every environment variable the server, the app, the catalogue and the scripts read, parsed
// once per process by one zod schema. A bad value stops the process with a message naming the
// variable; entry points call `envOrExit()` first, so it is never a stack trace. Empty counts as
// unset. bench/ keeps its own knobs (run counts, durations): they configure a measurement, not
// the site. Node only: import it from server code and `*.server.ts` modules, never the browser.
import { z } from "zod";

const OFF = /^(off|0|false|no)$/i;
const ON = /^(on|1|true|yes)$/i;

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);
}

const flag = z
  .string()
  .refine((text) => ON.test(text) || OFF.test(text), { error: "must be 1 or 0 (or on/off, true/false, yes/no)" })
  .transform((text) => ON.test(text));

const httpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** The most worker processes WEB_CONCURRENCY may ask for. */
export const MAX_WORKERS = 64;

export const envSchema = z.object({
  // Where the server listens (npm start: 0.0.0.0:3000; npm run dev: localhost:5173); 0 picks a free port.
  PORT: wholeNumber(0, 65_535).optional(),
  HOST: z.string().optional(),
  SITE_ORIGIN: z
    .string()
    .refine((text) => httpUrl(text) && new URL(text).pathname === "/" && !/[?#]/.test(text), {
      error: "must be an http(s) origin such as https://cpu-atlas.example (no path)",
    })
    .transform((text) => text.replace(/\/+$/, ""))
    .optional(),
  BASE_URL: z.string().startsWith("/", { error: 'must be a path starting with "/"' }).default("/"),
  ASSET_BASE_URL: z
    .string()
    .refine((text) => text.startsWith("/") || httpUrl(text), {
      error: 'must be a path starting with "/" or an http(s) URL',
    })
    .optional(),
  // The build's id: scripts/build.ts chooses one and hands it to every step (and file names).
  BUILD_ID: z
    .string()
    .regex(/^[\w.-]+$/, { error: "must be letters, digits, '.', '_' or '-'" })
    .optional(),
  BUILD_DIR: z.string().default("build"),
  CATALOGUE_DB: z.string().default("var/catalogue.sqlite"),
  TRUST_PROXY: flag.default(false),
  ACCESS_LOG: flag.default(true),
  // Memory for whole answers (files of the build, shareable rendered pages) kept until the data version changes.
  ANSWER_CACHE_MB: wholeNumber(0, 65_536).default(128),
  // After SIGTERM: how long /readyz says 503 while requests are still served, before the listener closes.
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 600_000).default(2_000),
  WEB_CONCURRENCY: z
    .string()
    .refine((text) => text === "auto" || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_WORKERS), {
      error: `must be "auto" or a whole number from 1 to ${MAX_WORKERS}`,
    })
    .transform((text) => (text === "auto" ? ("auto" as const) : Number(text)))
    .default("auto"),
  // The metrics listener: a port, or off (null).
  METRICS_PORT: z
    .string()
    .refine((text) => OFF.test(text) || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 65_535), {
      error: 'must be a port number or "off"',
    })
    .transform((text) => (OFF.test(text) ? null : Number(text)))
    .default(9464),
  METRICS_HOST: z.string().default("127.0.0.1"),
  METRICS_TOKEN: z.string().optional(),
  IMAGE_FONT_FILE: z.string().default("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
  // The build (scripts/build.ts, build-full.ts) and deploy/release.ts.
  SKIP_DB_BUILD: flag.default(false),
  SKIP_VITE_BUILD: flag.default(false),
  PRERENDER_WORKERS: wholeNumber(1, 256).optional(),
  // Set by scripts/prerender/prerender.ts for each worker it forks.
  PRERENDER_WORKER: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(z.object({ buildDir: z.string() }))
    .optional(),
  CPU_ATLAS_DATASETS: z.string().default("../shared/datasets"),
  CPU_ATLAS_AS_OF: z.iso.date({ error: "must be a date, YYYY-MM-DD" }).optional(),
  KEEP_BUILDS: wholeNumber(1, 1_000).default(3),
});

export type Env = z.infer<typeof envSchema>;
export type EnvSource = Readonly<Record<string, string | undefined>>;

export class EnvError extends Error {}

/** The schema's view of `source` (values trimmed, empty ones unset); EnvError names each bad variable. */
export function parseEnv(source: EnvSource): Env {
  const known = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((name) => {
      const value = source[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const result = envSchema.safeParse(known);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} ${issue.message}, not ${JSON.stringify(known[name])}`;
  });
  throw new EnvError(`Invalid environment:\n  ${lines.join("\n  ")}`);
}

let parsed: Env | undefined;

/** This process's environment, parsed on first use and kept. */
export function env(): Env {
  return (parsed ??= parseEnv(process.env));
}

/** For entry points: a bad variable ends the process with exit code 1 and the message, no stack trace. */
export function envOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
