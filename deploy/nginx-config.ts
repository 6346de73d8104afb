// The nginx front, as one function: nginx answers what it can answer exactly as the app
// would (hashed assets; prerendered files while they are published, see release.ts) and
// proxies everything else to the app instances. The header values come from the modules the
// app itself uses, so the two cannot drift. See deploy/README.md for what is served where.
import { CACHE_POLICY } from "#common/http";

const HTML_CACHE_CONTROL = CACHE_POLICY["prerendered-html"].cacheControl;
const DATA_CACHE_CONTROL = CACHE_POLICY.data.cacheControl;
const IMMUTABLE_CACHE_CONTROL = CACHE_POLICY["hashed-asset"].cacheControl;
import { NON_PAGE_POLICY, pagePolicy } from "../server/csp";
import { RETRY_AFTER_SECONDS } from "#common/http";
import { SITE_KINDS, type SiteKind } from "#common/page-kinds";
import { HOST_PATTERN } from "../server/guard";
import { ALLOWED_METHODS, HSTS, LOCALE_VARY, SECURITY_HEADERS } from "../server/http-constants";
import { CONTENT_TYPES } from "../server/static-files";

export type NginxOptions = {
  /** Addresses nginx listens on for plain HTTP ("127.0.0.1:8080", "80"). */
  listen: string[];
  /** App instances ("10.0.0.5:3000"). */
  upstreams: string[];
  /** Directory whose `assets/` holds the hashed assets of the last builds (release.ts). */
  assetsRoot: string;
  /** The published client build (a symlink that exists only while its data version is live). */
  liveRoot: string;
  /** Inline-script hashes of each prerendered HTML file (build/csp-hashes.json). */
  prerenderHashes: ReadonlyMap<string, string[]>;
  /** Origin of ASSET_BASE_URL when assets come from a CDN (as the app's CSP says). */
  assetOrigin: string | null;
  /** TLS on 443 with HTTP/2; without it the config carries the same block as a comment. */
  tls?: { listen: string; cert: string; key: string; redirectPlainHttp: boolean };
  /** Requests per second per client address on /api/, and the burst allowed above it. */
  apiRate?: { perSecond: number; burst: number };
  /** The same for the pictures drawn on request (the ladder's SVG and PNG, the link-preview cards). */
  imageRate?: { perSecond: number; burst: number };
};

/**
 * How long nginx may use an open file, or a file found missing, before it looks again
 * (open_file_cache_valid): `unpublish` in release.ts waits longer than this before it returns.
 */
export const FILE_CACHE_VALID_SECONDS = 1;

const DEFAULT_API_RATE = { perSecond: 20, burst: 100 };
/** A ladder page's "save image" and a crawler's preview cards stay well within it. */
const DEFAULT_IMAGE_RATE = { perSecond: 5, burst: 30 };

/** The paths of the pictures drawn on request (`front: "drawn-image"` in common/page-kinds.ts), in either locale, as one nginx regex. */
export function imagePathPattern(): string {
  const kinds: readonly SiteKind[] = SITE_KINDS;
  const drawn = kinds.filter((k) => k.type === "resource" && k.front === "drawn-image");
  const paths = drawn.map((k) => {
    const escaped = k.path.replace(/[.]/g, "\\.");
    return escaped.endsWith("/*") ? escaped.slice(0, -1) : `${escaped}$`;
  });
  return `^(/en)?/(${paths.join("|")})`;
}

/**
 * Debian's brotli module for serving the build's `.br` twins (package
 * libnginx-mod-http-brotli-static; its package enables it for the system nginx).
 */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The app's Host pattern, bounded to 255 characters and to ports up to 65535, as the app checks them. */
function nginxHostPattern(): string {
  const port = "(?::(?:\\d{1,4}|[1-5]\\d{4}|6[0-4]\\d{3}|65[0-4]\\d{2}|655[0-2]\\d|6553[0-5]))?$";
  const source = HOST_PATTERN.source.replace("(?::\\d{1,5})?$", port);
  if (source === HOST_PATTERN.source || source.includes('"'))
    throw new Error("guard.ts HOST_PATTERN changed: update nginxHostPattern");
  return `^(?=.{1,255}$)${source.slice(1)}`;
}

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** add_header lines shared by every answer nginx gives itself ("always": 304 and errors too). */
function headers(csp: string, extra: Record<string, string> = {}): string {
  const all: Record<string, string> = { ...SECURITY_HEADERS, "Content-Security-Policy": csp, ...extra };
  const lines = Object.entries(all).map(
    ([name, value]) => `add_header ${name} ${value.startsWith("$") ? value : quote(value)} always;`,
  );
  // Empty unless the request came over TLS (nginx drops a header whose value is empty).
  lines.push("add_header Strict-Transport-Security $cpu_atlas_hsts always;");
  return lines.join("\n    ");
}

function typesBlock(): string {
  const lines = Object.entries(CONTENT_TYPES).map(([ext, type]) => `${quote(type)} ${ext.slice(1)};`);
  return `types {\n    ${lines.join("\n    ")}\n  }`;
}

/** The page paths (as requested) of the prerendered HTML files, mapped to their CSP. */
function pagePolicyMap(options: NginxOptions): string {
  const lines: string[] = [];
  for (const [file, hashes] of options.prerenderHashes) {
    if (!file.endsWith("/index.html")) continue;
    const page = file.slice(0, -"/index.html".length) || "/";
    lines.push(`    ${quote(page)} ${quote(pagePolicy(hashes, options.assetOrigin))};`);
  }
  return lines.join("\n");
}

const PROXY = `proxy_pass http://cpu_atlas_app;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_buffer_size 32k;
    proxy_buffers 16 32k;
    # A dead or unreachable instance: try the other one (GET and HEAD only; nothing is
    # retried once the answer has started). The app's own answers, 503 included, pass as they are.
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 2;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;`;

/**
 * A file location: `direct` says whether this request may be answered from disk (else the
 * app answers it); the build's brotli and gzip twins are served by brotli_static and gzip_static.
 */
function fileLocation(
  match: string,
  o: {
    direct: string;
    root: string;
    file: string;
    cacheControl: string;
    csp: string;
    vary: string;
    page?: boolean;
  },
): string {
  // No "if" may do more than return here: a location's try_files is lost inside one.
  return `location ${match} {
    if (${o.direct} = 0) { return 418; }
    ${o.page ? "set $cpu_atlas_page $uri;\n    " : ""}root ${o.root};
    brotli_static on;
    gzip_static on;
    try_files ${o.file} @app;
    ${headers(o.csp, { "Cache-Control": o.cacheControl, Vary: o.vary })}
  }`;
}

const OWN_ERROR_HEADERS: Record<number, Record<string, string>> = {
  405: { Allow: ALLOWED_METHODS.join(", ") },
  429: { "Retry-After": "1" },
  503: { "Retry-After": String(RETRY_AFTER_SECONDS) },
};

/** nginx's own refusals, in the app's words (plain text, no-store, security headers). */
function ownErrors(): string {
  // nginx status -> the status and text the client gets (494: nginx's "header too large").
  const statuses: Array<[number[], number, string]> = [
    [[400], 400, "Bad Request"],
    [[405], 405, "Method Not Allowed"],
    [[414], 414, "URI Too Long"],
    [[494], 431, "Request Header Fields Too Large"],
    [[429], 429, "Too Many Requests"],
    [[502, 504], 503, "Service Unavailable"],
  ];
  return statuses
    .map(
      ([from, to, text]) => `error_page ${from.join(" ")} =${to} /__cpu_atlas_error/${to};
  location = /__cpu_atlas_error/${to} {
    internal;
    default_type "text/plain; charset=utf-8";
    ${headers(NON_PAGE_POLICY, { "Cache-Control": "no-store", ...OWN_ERROR_HEADERS[to] })}
    return ${to} "${text}\\n";
  }`,
    )
    .join("\n  ");
}

function serverBlock(options: NginxOptions, listen: string[]): string {
  const rate = options.apiRate ?? DEFAULT_API_RATE;
  const imageRate = options.imageRate ?? DEFAULT_IMAGE_RATE;
  const page = {
    page: true,
    root: options.liveRoot,
    cacheControl: HTML_CACHE_CONTROL,
    csp: "$cpu_atlas_page_csp",
  };
  return `server {
  ${listen.map((l) => `listen ${l};`).join("\n  ")}
  server_name _;
  # 418 only hands a request to the app; a failure there may still need our 503 page.
  error_page 418 = @app;
  recursive_error_pages on;
  ${ownErrors()}

  location @app {
    ${PROXY}
  }
  location / {
    ${PROXY}
  }
  location ^~ /api/ {
    limit_req zone=cpu_atlas_api burst=${rate.burst} nodelay;
    ${PROXY}
  }
  # Pictures drawn on request (a full ladder takes seconds): their own limit. Before the page
  # locations, since the first matching regex location wins (/en/ladder.png).
  location ~ "${imagePathPattern()}" {
    limit_req zone=cpu_atlas_images burst=${imageRate.burst} nodelay;
    ${PROXY}
  }

  # Hashed assets of this and the last builds: immutable; unknown ones get the app's 404.
  ${fileLocation("^~ /assets/", { direct: "$cpu_atlas_asset_direct", root: options.assetsRoot, file: "$uri", cacheControl: IMMUTABLE_CACHE_CONTROL, csp: NON_PAGE_POLICY, vary: "Accept-Encoding" })}

  # Prerendered data (.data, _payload.json): never locale-dependent.
  ${fileLocation("~ (\\.data|/_payload\\.json)$", { direct: "$cpu_atlas_data_direct", root: options.liveRoot, file: "$uri", cacheControl: DATA_CACHE_CONTROL, csp: NON_PAGE_POLICY, vary: "Accept-Encoding" })}

  # Prerendered pages under /en: no locale redirect can apply.
  ${fileLocation("~ ^/en(/|$)", { ...page, direct: "$cpu_atlas_en_page_direct", file: "$uri/index.html", vary: "Accept-Encoding" })}
  # Unprefixed pages: only when the app would not redirect (no cookie and no Accept-Language,
  # or the locale cookie says zh); the app answers everything else, the 302 to /en included.
  ${fileLocation("~ ^/(?!en(/|$))[^.]*$", { ...page, direct: "$cpu_atlas_zh_page_direct", file: "$uri/index.html", vary: `${LOCALE_VARY}, Accept-Encoding` })}
  # The API's page at /api: nginx answers a proxied prefix location's name without its slash
  # (/api for "location ^~ /api/") with its own 301 to /api/, unless an exact location takes it.
  ${fileLocation("= /api", { ...page, direct: "$cpu_atlas_zh_page_direct", file: "$uri/index.html", vary: `${LOCALE_VARY}, Accept-Encoding` })}
}`;
}

/** The http-level configuration (for /etc/nginx/conf.d/ or inside a standalone nginx.conf). */
export function nginxHttpConfig(options: NginxOptions): string {
  const rate = options.apiRate ?? DEFAULT_API_RATE;
  const imageRate = options.imageRate ?? DEFAULT_IMAGE_RATE;
  const plain = options.tls?.redirectPlainHttp
    ? `server {\n  ${options.listen.map((l) => `listen ${l};`).join("\n  ")}\n  server_name _;\n  return 301 https://$host$request_uri;\n}`
    : serverBlock(options, options.listen);
  const tls = options.tls
    ? serverBlock(options, [`${options.tls.listen} ssl http2`]).replace(
        "server_name _;",
        `server_name _;\n  ssl_certificate ${options.tls.cert};\n  ssl_certificate_key ${options.tls.key};\n  ssl_protocols TLSv1.2 TLSv1.3;`,
      )
    : `# TLS and HTTP/2: add this server block (the app then needs TRUST_PROXY=1, for HSTS and
# Secure cookies), and make the plain server answer "return 301 https://$host$request_uri;".
# server {
#   listen 443 ssl http2;
#   server_name cpu-atlas.example;
#   ssl_certificate     /etc/letsencrypt/live/cpu-atlas.example/fullchain.pem;
#   ssl_certificate_key /etc/letsencrypt/live/cpu-atlas.example/privkey.pem;
#   ssl_protocols TLSv1.2 TLSv1.3;
#   ... the locations of the plain server block above, unchanged ...
# }`;
  return `# Generated by deploy/nginx-config.ts; do not edit by hand.
server_tokens off;
sendfile on;
# Open files, their size and their absence kept for a second: open, fstat and close of each
# file and twin were about a third of nginx's CPU per prerendered page (loopback bench).
open_file_cache max=20000 inactive=60s;
open_file_cache_valid ${FILE_CACHE_VALID_SECONDS}s;
open_file_cache_errors on;
# Off: with TCP_CORK the last partial segment of a page over 64 KB waited for the client's
# delayed ACK behind the 1.7 KB header block (bench, loopback: p99 43 ms; off: p99 3-5 ms).
tcp_nopush off;
# Nothing is compressed at run time: the build writes gzip and brotli twins.
gzip off;
gzip_vary off;
# The app answers 414/431 itself below 64 KB (its own limits are 8 KB and 32 KB).
large_client_header_buffers 4 64k;
client_header_buffer_size 4k;
${typesBlock()}
default_type application/octet-stream;
charset off;
# Room for one long Content-Security-Policy per prerendered page.
map_hash_bucket_size 256;
map_hash_max_size 65536;

limit_req_zone $binary_remote_addr zone=cpu_atlas_api:10m rate=${rate.perSecond}r/s;
limit_req_zone $binary_remote_addr zone=cpu_atlas_images:10m rate=${imageRate.perSecond}r/s;
limit_req_status 429;

upstream cpu_atlas_app {
  ${options.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join("\n  ")}
  keepalive 32;
}

map $scheme $cpu_atlas_hsts { https ${quote(HSTS)}; default ""; }
# nginx answers from disk only requests the app's guard would let through unchanged: GET or
# HEAD; a raw target without percent-encoding, "//", dot segments, backslashes or a fragment
# (so nginx's normalised $uri is the path the app would see); a Host the app accepts (its own pattern);
# a Cookie under 4 KB (the app answers 431 above 32 KB of headers).
map $request_uri $cpu_atlas_plain_target { "~(//|/\\.|%|\\x5c|#)" 0; default 1; }
map $http_host $cpu_atlas_host_ok { "~*${nginxHostPattern()}" 1; default 0; }
map $http_cookie $cpu_atlas_cookie_small { "~^.{4097}" 0; default 1; }
# An Accept-Encoding with q-values or "*" is the app's to negotiate (server/content-encoding.ts):
# nginx's choice (br if listed, else gzip_static) is the app's only for a plain list.
map $http_accept_encoding $cpu_atlas_plain_encodings { "~[;*]" 0; default 1; }
map "$request_method:$cpu_atlas_plain_target:$cpu_atlas_host_ok:$cpu_atlas_cookie_small:$cpu_atlas_plain_encodings" $cpu_atlas_may_serve { "GET:1:1:1:1" 1; "HEAD:1:1:1:1" 1; default 0; }
# What nginx may answer from disk; anything else goes to the app (see deploy/README.md).
map "$cpu_atlas_may_serve:$args:$uri" $cpu_atlas_asset_direct { "~^1::/assets/.*[^/]$" 1; default 0; }
map "$cpu_atlas_may_serve:$args" $cpu_atlas_data_direct { "~^1:(v=[\\w.-]{0,64})?$" 1; default 0; }
map "$cpu_atlas_may_serve:$args:$uri" $cpu_atlas_en_page_direct { "~^1::/en(/.*[^/])?$" 1; default 0; }
# The app redirects an unprefixed page to /en only if the locale cookie says en, or if there
# is no valid one and Accept-Language prefers English. nginx serves the page itself only when
# that cannot happen: the cookie says zh (once), or there is no locale cookie and no "en" at
# all in Accept-Language. Anything else (bots included) is the app's to decide.
map $http_cookie $cpu_atlas_locale_cookie {
  "~^(?!.*i18n_redirected.*i18n_redirected)(?:.*;\\s*)?i18n_redirected=zh\\s*(?:;.*)?$" zh;
  "~i18n_redirected" other;
  default none;
}
map $http_accept_language $cpu_atlas_accepts_en { "~*en" 1; default 0; }
map "$cpu_atlas_locale_cookie:$cpu_atlas_accepts_en" $cpu_atlas_no_locale_redirect { "~^zh:" 1; "none:0" 1; default 0; }
map "$cpu_atlas_may_serve:$args:$cpu_atlas_no_locale_redirect:$uri" $cpu_atlas_zh_page_direct { "~^1::1:/([^/].*[^/]|[^/])?$" 1; default 0; }
map $cpu_atlas_page $cpu_atlas_page_vary { "~^/en(/|$)" "Accept-Encoding"; default ${quote(`${LOCALE_VARY}, Accept-Encoding`)}; }
map $cpu_atlas_page $cpu_atlas_page_csp {
  default ${quote(NON_PAGE_POLICY)};
${pagePolicyMap(options)}
}

${plain}

${tls}
`;
}

/** A whole nginx.conf that runs as the current user with every path under `dir`. */
export function standaloneNginxConfig(options: NginxOptions, dir: string, workers = 1): string {
  // Started by root, nginx would hand its workers to "nobody", who cannot read a private temp dir.
  const user = process.getuid?.() === 0 ? "user root root;\n" : "";
  return `${user}load_module ${BROTLI_STATIC_MODULE};
# Compiled regular expressions: each request passes a dozen maps and locations.
pcre_jit on;
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
access_log off;
client_body_temp_path ${dir}/body;
proxy_temp_path ${dir}/proxy;
fastcgi_temp_path ${dir}/fastcgi;
uwsgi_temp_path ${dir}/uwsgi;
scgi_temp_path ${dir}/scgi;
${nginxHttpConfig(options)}
}
`;
}
