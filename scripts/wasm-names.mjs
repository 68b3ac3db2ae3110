// Where a game's first move holds its code, by function: splits cargo's wasm as the release build
// does (wasm-split-cli, before wasm-opt, so the name section is still there), takes the files a
// first move against bots fetches beyond the first load (the game's table's split modules and
// its bots, each file once, as size-report.mjs counts them) and sums their function bodies by
// name, the hash left off. With a second wasm it prints what changed between the two instead.
// The figures are before wasm-opt and gzip, which shrink alike code far more than the rest, and
// the linker folds identical functions, so a body carries one of the names of all its copies:
// this says where to look; only the size report of a release build says what a cut is worth
// (docs/benchmarks.md, "Size").
// Usage: node scripts/wasm-names.mjs GAME [REGEX] [--top N] [--wasm FILE] [--against FILE]
//   GAME is a split module's prefix (keyflower, keyper, key_market, nuernberg); FILE defaults to
//   cargo's release wasm, target/wasm32-unknown-unknown/release/keydom.wasm; REGEX picks names.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { firstMoveFiles, splitModules } from "./split-modules.mjs";
import { functionSizes } from "./wasm-parts.mjs";

const args = process.argv.slice(2);
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  return at < 0 ? fallback : args.splice(at, 2)[1];
};
const top = Number(option("--top", 30));
const wasm = option("--wasm", "target/wasm32-unknown-unknown/release/keydom.wasm");
const against = option("--against", null);
const [game, pattern = "."] = args;
if (!game) throw new Error("usage: node scripts/wasm-names.mjs GAME [REGEX] [--top N] [--wasm FILE] [--against FILE]");
const picked = new RegExp(pattern);

/** The first move's functions beyond the first load: name (no hash) → bytes, summed. */
function firstMove(file) {
  const dir = mkdtempSync(join(tmpdir(), "wasm-names-"));
  try {
    execFileSync("wasm-split-cli", ["--out-name", "keydom", file, dir], { stdio: "ignore" });
    const splits = splitModules(readFileSync(join(dir, "__wasm_split.js"), "utf8"));
    if (!splits.has(`${game}_bots`)) throw new Error(`no split module ${game}_bots in ${file}`);
    const files = firstMoveFiles(splits, game);
    const sizes = new Map();
    for (const f of files.filter((f) => readdirSync(dir).includes(f))) {
      for (const { name, size } of functionSizes(readFileSync(join(dir, f)))) {
        // the same function in two builds: without its hash, the linker's suffix, the split's export hash
        const key = name.replace(/ indirect_call_shim$/, "").replace(/\.\d+$/, "").replace(/17h[0-9a-f]{16}E$/, "").replace(/export_[0-9a-f]{32}_/, "export_");
        sizes.set(key, (sizes.get(key) ?? 0) + size);
      }
    }
    return { files: files.length, sizes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const total = (sizes) => [...sizes].filter(([name]) => picked.test(name)).reduce((t, [, s]) => t + s, 0);
const now = firstMove(wasm);
if (!against) {
  console.log(`${game}: ${now.files} files beyond the first load; code ${kb(total(now.sizes))} matching ${picked}, before wasm-opt`);
  const rows = [...now.sizes].filter(([name]) => picked.test(name)).sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, size] of rows) console.log(`${String(size).padStart(8)}  ${name}`);
} else {
  const before = firstMove(against);
  console.log(`${game}: code matching ${picked}, before wasm-opt: ${kb(total(before.sizes))} in ${against}, ${kb(total(now.sizes))} in ${wasm}`);
  const names = new Set([...before.sizes.keys(), ...now.sizes.keys()].filter((name) => picked.test(name)));
  const change = [...names].map((name) => [name, (now.sizes.get(name) ?? 0) - (before.sizes.get(name) ?? 0)]).filter(([, d]) => d !== 0);
  change.sort((a, b) => b[1] - a[1]);
  const shown = change.length > 2 * top ? [...change.slice(0, top), ...change.slice(-top)] : change;
  for (const [name, d] of shown) console.log(`${(d > 0 ? `+${d}` : `${d}`).padStart(8)}  ${name}`);
}
