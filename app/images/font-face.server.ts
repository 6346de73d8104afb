// The one font face the images need, cut out of the system's Noto Sans CJK collection
// (fonts-noto-cjk, a .ttc of ten faces): the "Noto Sans CJK SC" face without its OpenType
// layout tables. resvg parses a face's layout tables for every run of text, and those of
// Noto CJK cost about 35 ms each time, which made a 30-row ladder take seconds; the images
// need no ligatures or vertical forms. Written once per process to a temporary file.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Tables the face is drawn from; GSUB, GPOS, BASE, vhea/vmtx and the rest are left out. */
const KEPT = new Set(["CFF ", "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post"]);

type TableRecord = { tag: string; checksum: number; offset: number; length: number };

function tableRecords(data: Buffer, at: number): TableRecord[] {
  const count = data.readUInt16BE(at + 4);
  return Array.from({ length: count }, (_, i) => {
    const r = at + 12 + i * 16;
    return {
      tag: data.toString("latin1", r, r + 4),
      checksum: data.readUInt32BE(r + 4),
      offset: data.readUInt32BE(r + 8),
      length: data.readUInt32BE(r + 12),
    };
  });
}

/** The family names (name ID 1, Windows Unicode) of a face. */
function familyNames(data: Buffer, records: readonly TableRecord[]): string[] {
  const name = records.find((r) => r.tag === "name");
  if (!name) return [];
  const count = data.readUInt16BE(name.offset + 2);
  const strings = name.offset + data.readUInt16BE(name.offset + 4);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = name.offset + 6 + i * 12;
    if (data.readUInt16BE(r) !== 3 || data.readUInt16BE(r + 6) !== 1) continue;
    const start = strings + data.readUInt16BE(r + 10);
    names.push(
      data
        .subarray(start, start + data.readUInt16BE(r + 8))
        .swap16()
        .toString("utf16le"),
    );
  }
  return names;
}

/** The face named `family` of a font collection, as a standalone OpenType font with only the KEPT tables. */
export function extractFace(collection: Buffer, family: string): Buffer {
  if (collection.toString("latin1", 0, 4) !== "ttcf") throw new Error("not a font collection");
  const faces = collection.readUInt32BE(8);
  for (let f = 0; f < faces; f++) {
    const at = collection.readUInt32BE(12 + f * 4);
    const records = tableRecords(Buffer.from(collection), at);
    if (!familyNames(Buffer.from(collection), records).includes(family)) continue;
    const kept = records.filter((r) => KEPT.has(r.tag)).sort((a, b) => (a.tag < b.tag ? -1 : 1));
    const header = Buffer.alloc(12 + kept.length * 16);
    collection.copy(header, 0, at, at + 4);
    const log2 = Math.floor(Math.log2(kept.length));
    header.writeUInt16BE(kept.length, 4);
    header.writeUInt16BE(16 * 2 ** log2, 6);
    header.writeUInt16BE(log2, 8);
    header.writeUInt16BE(kept.length * 16 - 16 * 2 ** log2, 10);
    const parts: Buffer[] = [header];
    let offset = header.length;
    kept.forEach((r, i) => {
      const body = collection.subarray(r.offset, r.offset + r.length);
      const padded = Buffer.alloc((r.length + 3) & ~3);
      body.copy(padded);
      header.write(r.tag, 12 + i * 16, "latin1");
      header.writeUInt32BE(r.checksum, 12 + i * 16 + 4);
      header.writeUInt32BE(offset, 12 + i * 16 + 8);
      header.writeUInt32BE(r.length, 12 + i * 16 + 12);
      parts.push(padded);
      offset += padded.length;
    });
    return Buffer.concat(parts);
  }
  throw new Error(`no face named ${family}`);
}

let written: { file: string; face: Buffer } | null = null;

/** The face cut out of `collectionPath` (once per process): its bytes and the file resvg loads. */
export function imageFontFace(collectionPath: string, family: string): { file: string; face: Buffer } {
  if (written) return written;
  const face = extractFace(readFileSync(collectionPath), family);
  const file = join(mkdtempSync(join(tmpdir(), "cpu-atlas-font-")), "image-font.otf");
  writeFileSync(file, face);
  return (written = { file, face });
}

export type FontMetrics = { unitsPerEm: number; ascender: number; descender: number; advance(char: string): number };

/** Advance widths (cmap format 12, hmtx) and vertical metrics (hhea) of a standalone face. */
export function fontMetrics(face: Buffer): FontMetrics {
  const tables = new Map(tableRecords(face, 0).map((r) => [r.tag, r]));
  const table = (tag: string) => {
    const r = tables.get(tag);
    if (!r) throw new Error(`the font has no ${tag} table`);
    return r.offset;
  };
  const unitsPerEm = face.readUInt16BE(table("head") + 18);
  const hhea = table("hhea");
  const metricsCount = face.readUInt16BE(hhea + 34);
  const hmtx = table("hmtx");
  const cmap = table("cmap");
  let groups = -1;
  for (let i = 0; i < face.readUInt16BE(cmap + 2); i++) {
    const r = cmap + 4 + i * 8;
    const sub = cmap + face.readUInt32BE(r + 4);
    if (face.readUInt16BE(r) === 3 && face.readUInt16BE(r + 2) === 10 && face.readUInt16BE(sub) === 12) groups = sub;
  }
  if (groups < 0) throw new Error("the font has no Unicode cmap (format 12)");
  const groupCount = face.readUInt32BE(groups + 12);
  const glyphOf = (code: number) => {
    let lo = 0;
    let hi = groupCount - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const g = groups + 16 + mid * 12;
      if (code < face.readUInt32BE(g)) hi = mid - 1;
      else if (code > face.readUInt32BE(g + 4)) lo = mid + 1;
      else return face.readUInt32BE(g + 8) + code - face.readUInt32BE(g);
    }
    return 0;
  };
  return {
    unitsPerEm,
    ascender: face.readInt16BE(hhea + 4),
    descender: face.readInt16BE(hhea + 6),
    advance(char) {
      const gid = glyphOf(char.codePointAt(0) ?? 0);
      return face.readUInt16BE(hmtx + Math.min(gid, metricsCount - 1) * 4);
    },
  };
}
