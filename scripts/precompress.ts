// Brotli and gzip twins of every compressible static file, so the server never compresses at run time.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|css|json|data|svg|txt|xml|map)$/;
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Hashed assets (a few dozen) are compressed once and served for a year: the slowest,
 * smallest setting. Other files not written by the prerender (which compresses its pages
 * itself, prerender/page-compression.ts) use quality 8.
 */
const PAGE_BROTLI_QUALITY = 8;
const ASSET_BROTLI_QUALITY = 11;
const GZIP_LEVEL = 9;

function isCompressible(path: string): boolean {
  return COMPRESSIBLE.test(path);
}

function brotliQuality(path: string): number {
  return /\/assets\//.test(path) ? ASSET_BROTLI_QUALITY : PAGE_BROTLI_QUALITY;
}

function brotliOptions(quality: number, size: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } };
}

async function compressFile(path: string): Promise<boolean> {
  const body = await readFile(path);
  if (body.length < MIN_BYTES) return false;
  const [br, gzipped] = await Promise.all([
    brotli(body, brotliOptions(brotliQuality(path), body.length)),
    gz(body, { level: GZIP_LEVEL }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return true;
}

/** Compresses every compressible file under `dir` except those `skip` names (already compressed by the prerender). */
export async function precompressDirectory(
  dir: string,
  skip: (path: string) => boolean = () => false,
): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && isCompressible(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((path) => !skip(path));
  let count = 0;
  const CONCURRENCY = 8;
  for (let i = 0; i < files.length; i += CONCURRENCY) {
    const done = await Promise.all(files.slice(i, i + CONCURRENCY).map(compressFile));
    count += done.filter(Boolean).length;
  }
  return count;
}
