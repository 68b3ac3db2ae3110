// Small edits of the split wasm modules at the byte level, for wasm-split.mjs (why:
// docs/code-splitting.md, "Fewer, leaner files"), and reading their functions' sizes by name for
// wasm-names.mjs (`functionSizes`):
// - `lean` drops what no browser reads: the toolchain's `producers` and `target_features`
//   sections, about 200 bytes in each of a hundred files, most of a small chunk's weight;
// - `mergeChunks` joins small chunks into one module with binaryen's wasm-merge. A chunk imports
//   the main module's memory, function table and stack pointer, and writes its data and table
//   entries at fixed places when it is started; it exports nothing. Joined, the first chunk
//   re-exports its imports for the others, wasm-merge ties them together, and the exports go again.
import { readFileSync, rmSync, writeFileSync } from "node:fs";

const uleb = (n) => {
  const out = [];
  do {
    let byte = n & 0x7f;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return Buffer.from(out);
};
const name = (text) => Buffer.concat([uleb(Buffer.byteLength(text)), Buffer.from(text)]);

/** Reads unsigned LEB128 numbers and names from `buf`, from `at` on. */
function reader(buf, at = 0) {
  const r = {
    at,
    number() {
      let n = 0;
      let shift = 0;
      let byte;
      do {
        byte = buf[r.at++];
        n += (byte & 0x7f) * 2 ** shift;
        shift += 7;
      } while (byte & 0x80);
      return n;
    },
    text() {
      const n = r.number();
      r.at += n;
      return buf.toString("utf8", r.at - n, r.at);
    },
  };
  return r;
}

/** The module's sections: id, a custom section's name, the section's bytes and its body. */
function sections(bytes) {
  const r = reader(bytes, 8);
  const out = [];
  while (r.at < bytes.length) {
    const start = r.at;
    const id = bytes[r.at++];
    const size = r.number();
    const body = bytes.subarray(r.at, r.at + size);
    const custom = id === 0 ? reader(body).text() : null;
    r.at += size;
    out.push({ id, custom, bytes: bytes.subarray(start, r.at), body });
  }
  return out;
}

const assemble = (parts) => Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), ...parts.map((s) => s.bytes)]);
const section = (id, body) => ({ id, custom: null, bytes: Buffer.concat([Buffer.from([id]), uleb(body.length), body]) });

/** The module without its toolchain sections (and without its exports, if asked). */
export function lean(bytes, { exports = true } = {}) {
  return assemble(sections(bytes).filter((s) => !["producers", "target_features"].includes(s.custom) && (exports || s.id !== 7)));
}

/** The imports, in order: module, field, kind (0 function … 3 global) and the rest of the entry. */
function imports(bytes) {
  const body = sections(bytes).find((s) => s.id === 2)?.body;
  if (!body) return [];
  const r = reader(body);
  const limits = () => {
    if (body[r.at++] & 1) r.number();
    r.number();
  };
  return Array.from({ length: r.number() }, () => {
    const module = r.text();
    const field = r.text();
    const kind = body[r.at++];
    const from = r.at;
    if (kind === 0) r.number();
    else if (kind === 1) {
      r.at++;
      limits();
    } else if (kind === 2) limits();
    else if (kind === 3) r.at += 2;
    else throw new Error(`import kind ${kind} is not known`);
    return { module, field, kind, rest: body.subarray(from, r.at) };
  });
}

const importList = (bytes) => imports(bytes).map((i) => `${i.module}.${i.field}:${i.kind}`);

/** What a module imports, as one string (`module.field:kind`, in order). */
export const importsOf = (bytes) => importList(bytes).join(" ");

/** Whether chunk `a` imports everything chunk `b` does, so that `b` can be joined to it. */
export function importsAll(a, b) {
  const all = importList(a);
  return importList(b).every((i) => all.includes(i));
}

/** The module with its imports taken from `module` instead, or also re-exported (`reexport`). */
function rewire(bytes, { module, reexport }) {
  const list = imports(bytes);
  const counts = [0, 0, 0, 0];
  const entries = list.map((i) => Buffer.concat([name(module ?? i.module), name(i.field), Buffer.from([i.kind]), i.rest]));
  const exports = list.map((i) => Buffer.concat([name(i.field), Buffer.from([i.kind]), uleb(counts[i.kind]++)]));
  const out = [];
  for (const s of sections(bytes)) {
    if (s.id === 7) throw new Error("a chunk to be joined exports something");
    // The export section comes after the global section (6) and before start (8) and elements (9).
    if (reexport && s.id !== 0 && s.id > 7 && !out.some((o) => o.id === 7)) out.push(section(7, Buffer.concat([uleb(exports.length), ...exports])));
    out.push(s.id === 2 ? section(2, Buffer.concat([uleb(entries.length), ...entries])) : s);
  }
  return assemble(out);
}

/** Joins the chunk files `from` into `to` with `run(tool, args)` running binaryen's wasm-merge.
 * The first must import everything the others do (wasm-opt drops imports a chunk does not use). */
export async function mergeChunks(from, to, run) {
  const key = importsOf(readFileSync(from[0]));
  if (from.some((f) => !importsAll(readFileSync(from[0]), readFileSync(f)))) throw new Error("the first chunk must import all the others do");
  const parts = from.map((f, i) => `${f}.join-${i}.wasm`);
  from.forEach((f, i) => writeFileSync(parts[i], rewire(readFileSync(f), i === 0 ? { reexport: true } : { module: "first" })));
  await run("wasm-merge", [...parts.flatMap((p, i) => [p, i === 0 ? "first" : `part${i}`]), "-o", to]);
  for (const part of parts) rmSync(part);
  const joined = lean(readFileSync(to), { exports: false });
  if (importsOf(joined) !== key) throw new Error(`the joined chunk imports ${importsOf(joined)}, not ${key}`);
  writeFileSync(to, joined);
}

/**
 * Each function body's size in bytes with its name from the `name` section (`#<index>` where it
 * has none), in the code section's order: what scripts/wasm-names.mjs sums.
 */
export function functionSizes(bytes) {
  const all = sections(bytes);
  const first = imports(bytes).filter((i) => i.kind === 0).length;
  const names = new Map();
  const custom = all.find((s) => s.custom === "name");
  if (custom) {
    const r = reader(custom.body);
    r.text();
    while (r.at < custom.body.length) {
      const id = custom.body[r.at++];
      const end = r.number() + r.at;
      if (id === 1) for (let n = r.number(); n > 0; n--) names.set(r.number(), r.text());
      r.at = end;
    }
  }
  const code = all.find((s) => s.id === 10)?.body;
  if (!code) return [];
  const r = reader(code);
  return Array.from({ length: r.number() }, (_, i) => {
    const size = r.number();
    r.at += size;
    return { name: names.get(first + i) ?? `#${first + i}`, size };
  });
}

/** The lowest address an active data segment of the module writes to (`Infinity` if none). */
export function lowestData(bytes) {
  const data = sections(bytes).find((s) => s.id === 11)?.body;
  if (!data) return Infinity;
  const r = reader(data);
  let lowest = Infinity;
  for (let n = r.number(); n > 0; n--) {
    const flags = r.number();
    if (flags === 2) r.number(); // memory index
    if (flags !== 1) {
      // i32.const N, end (the linker writes constant offsets)
      if (data[r.at++] !== 0x41) throw new Error("a data segment's offset is not a constant");
      lowest = Math.min(lowest, signed(r));
      r.at++;
    }
    const length = r.number();
    r.at += length;
  }
  return lowest;
}

/** A signed LEB128 number (an `i32.const`'s). */
function signed(r) {
  const start = r.at;
  const n = r.number();
  const bits = 7 * (r.at - start);
  return n >= 2 ** (bits - 1) ? n - 2 ** bits : n;
}
