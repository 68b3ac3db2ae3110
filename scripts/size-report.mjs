// Size report of a release build: wasm + JS + CSS, raw and gzip, against the 400 KB gzip budget.
// Usage: node scripts/size-report.mjs [dist]   (exit code 1 if over budget)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET = 400 * 1000; // bytes of gzip for the whole app
const dir = process.argv[2] ?? "dist";
const files = readdirSync(dir).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== "sw.js").sort();
if (files.length === 0) throw new Error(`no wasm/js/css in ${dir}: run a release build first`);

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
let raw = 0, gz = 0;
console.log(`${"file".padEnd(44)} ${"raw".padStart(10)} ${"gzip".padStart(10)}`);
for (const f of files) {
  const bytes = readFileSync(join(dir, f));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += zipped;
  console.log(`${f.padEnd(44)} ${kb(bytes.length).padStart(10)} ${kb(zipped).padStart(10)}`);
}
console.log(`${"total".padEnd(44)} ${kb(raw).padStart(10)} ${kb(gz).padStart(10)}`);
const verdict = gz <= BUDGET ? "within" : "OVER";
console.log(`size budget: ${kb(gz)} gzip of ${kb(BUDGET)}: ${verdict} budget`);
process.exit(gz <= BUDGET ? 0 : 1);
