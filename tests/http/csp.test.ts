// Content-Security-Policy: a fresh nonce on every server-rendered page that every inline
// script carries, build-time hashes on prerendered pages, and a locked-down policy on the rest.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { get } from "../support/http";

const INLINE = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const executableInlineScripts = (html: string) =>
  [...html.matchAll(INLINE)]
    .filter((m) => !/application\/(ld\+)?json/.test(m[1] ?? ""))
    .map((m) => ({ attributes: m[1] ?? "", body: m[2] ?? "" }));
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("Content-Security-Policy", () => {
  it("pages rendered for one response (a 404): a new nonce each time, on every inline script", async () => {
    const fresh = Date.now();
    const [a, b] = await Promise.all([get(`/en/cpu/intel/nope-${fresh}`), get(`/en/cpu/amd/nope-${fresh}`)]);
    expect(a.status).toBe(404);
    const policyA = a.headers.get("content-security-policy") ?? "";
    const nonceA = /'nonce-([^']+)'/.exec(policyA)?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceA).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(nonceA).not.toBe(nonceB);
    expect(directive(policyA, "script-src")).not.toContain("unsafe-inline");
    for (const name of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(policyA).toContain(name);
    const scripts = executableInlineScripts(await a.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.attributes).toContain(`nonce="${nonceA}"`);
  });

  it("rendered pages that are shared (cached until the data changes): the hash of every inline script", async () => {
    const res = await get(`/en/lib?q=ryzen&t=${Date.now()}`);
    const scriptSrc = directive(res.headers.get("content-security-policy") ?? "", "script-src");
    expect(scriptSrc).not.toContain("unsafe-inline");
    const scripts = executableInlineScripts(await res.text());
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts)
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(s.body, "utf8").digest("base64")}'`);
  });

  it("prerendered pages: the hash of every inline script is in the policy", async () => {
    for (const path of ["/en/cpu/intel/core-i9-14900k", "/", "/en/lib"]) {
      const res = await get(path, { Cookie: "i18n_redirected=zh" });
      expect(res.headers.get("etag"), `${path} is prerendered`).toBeTruthy();
      const scriptSrc = directive(res.headers.get("content-security-policy") ?? "", "script-src");
      for (const s of executableInlineScripts(await res.text())) {
        const hash = createHash("sha256").update(s.body, "utf8").digest("base64");
        expect(scriptSrc, path).toContain(`'sha256-${hash}'`);
      }
      expect(scriptSrc).not.toContain("unsafe-inline");
    }
  });

  it("ignores a nonce a client sends", async () => {
    const res = await get(`/en/cpu/amd/nope-${Date.now()}`, { "X-CPU-Atlas-CSP-Nonce": "attacker" });
    expect(res.headers.get("content-security-policy")).not.toContain("attacker");
    expect(await res.text()).not.toContain('nonce="attacker"');
  });

  it("non-page responses get a policy that allows nothing", async () => {
    const res = await get("/_app/builds/latest.json");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });
});
