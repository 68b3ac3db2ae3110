// Trunk post_build hook: splits the page's wasm at its split points (each game's code and each
// game's bots, see src/ui/lazy.rs), so the first load carries the shell only.
//
// Trunk 0.21 runs cargo → wasm-bindgen → wasm-opt itself and has no hook between cargo and
// wasm-bindgen, where the split has to happen. So this hook redoes the last two steps from
// cargo's own output (linked with --emit-relocs, see build.rs) and overwrites Trunk's result in
// the staging folder, keeping Trunk's hashed names for the main module (index.html has Trunk's
// own wasm-opt turned off, data-wasm-opt="0", so nothing is optimised twice):
//
//   keydom.wasm ─ wasm-split-cli ─┬─ main ─ wasm-bindgen --keep-lld-exports ─ wasm-opt ─ keydom-<hash>.js, keydom-<hash>_bg.wasm
//                                 ├─ split_*.wasm, chunk_*.wasm ─ wasm-opt ─ <name>-<hash>.wasm
//                                 └─ __wasm_split.js (the loader) ─ __wasm_split-<hash>.js
//
// It then fixes the integrity (SRI) of the two rewritten files in index.html and writes there what
// a cold visit to a game's page preloads (each game's files, the loader). The service
// worker's list must be written after this: Trunk starts all hooks of a stage at once, so
// Trunk.toml runs sw-precache.mjs after this script in the same hook. The why of each step and
// the failures met on the way: docs/code-splitting.md.
//
// With KEYDOM_NO_SPLIT=1 (a build without the split, for when the split tooling breaks) cargo
// built the wasm without split points (build.rs), Trunk's wasm-bindgen output stays as it is,
// and this hook only runs wasm-opt on the one module and fixes its integrity.
//
// Needs on PATH: wasm-split-cli (wasm_split_cli_support, installed by scripts/dev.sh) and
// wasm-bindgen (the version of Cargo.lock), unless not split; for release builds, wasm-opt and
// wasm-merge (npm binaryen 132).
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { games, pageFiles, splitModules } from "./split-modules.mjs";
import { importsAll, importsOf, lean, lowestData, mergeChunks } from "./wasm-parts.mjs";

const fail = (why) => {
  throw new Error(why);
};
const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("wasm-split.mjs runs as a Trunk post_build hook (TRUNK_STAGING_DIR is not set)");
const release = process.env.TRUNK_PROFILE === "release";
const split = process.env.KEYDOM_NO_SPLIT !== "1"; // build.rs refuses any other value but unset
const targetDir = process.env.CARGO_TARGET_DIR || join(process.env.TRUNK_SOURCE_DIR || ".", "target");
const input = join(targetDir, "wasm32-unknown-unknown", release ? "release" : "debug", "keydom.wasm");

/** Runs a tool from PATH with `env` added to the environment and returns what it printed
 * ({ stdout, stderr }, the latter passed on too); a missing tool says how to get it. */
const run = async (cmd, args, env = {}) => {
  try {
    const options = { maxBuffer: 1 << 26, env: { ...process.env, ...env } };
    const { stdout, stderr } = await promisify(execFile)(cmd, args, options);
    process.stderr.write(stderr);
    return { stdout, stderr };
  } catch (e) {
    process.stderr.write(e.stderr ?? "");
    fail(e.code === "ENOENT" ? `${cmd} is not on PATH. ${INSTALL[cmd]}` : `${cmd} failed (exit status ${e.code})`);
  }
};
/** Runs `jobs` (async functions), as many at a time as there are cores. */
const inParallel = async (jobs) => {
  const queue = [...jobs];
  const worker = async () => {
    while (queue.length > 0) await queue.shift()();
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
};
const INSTALL = {
  "wasm-split-cli": "Run scripts/dev.sh (any command) to install it, or see docs/development.md, \"Release build\".",
  "wasm-bindgen": "Run scripts/dev.sh to install the wasm-bindgen CLI of Cargo.lock.",
  "wasm-opt": "Put node_modules/.bin on PATH (npm ci installs binaryen 132).",
  "wasm-merge": "Put node_modules/.bin on PATH (npm ci installs binaryen 132).",
};
const sha = (algo, bytes) => createHash(algo).update(bytes).digest();
const short = (bytes) => sha("sha256", bytes).toString("hex").slice(0, 16);
// --low-memory-unused lets wasm-opt fold constant offsets into loads and stores, as the low
// 1 KB of memory is never read or written: rustc's wasm-ld lays the stack out first, below the
// data at 1 MB, so those addresses are the far end of a 1 MB stack (1.5 KB gzip off Keyflower's
// first move, docs/benchmarks.md "Size"). Each module's data is checked to lie above them.
const LOW_MEMORY = 1024;
const optimise = (from, to) => {
  if (!release) return copyFileSync(from, to);
  const lowest = lowestData(readFileSync(from));
  if (lowest < LOW_MEMORY) fail(`${from} writes data at ${lowest}, in the low ${LOW_MEMORY} bytes that wasm-opt --low-memory-unused assumes unused`);
  return run("wasm-opt", [`--output=${to}`, "-Oz", "--low-memory-unused", from]);
};

/** Writes the subresource integrity of the rewritten `files` into index.html. */
const fixIntegrity = (files) => {
  let html = readFileSync(join(dir, "index.html"), "utf8");
  for (const f of files) {
    const integrity = `sha384-${sha("sha384", readFileSync(join(dir, f))).toString("base64")}`;
    const re = new RegExp(`(href="\\./${f.replaceAll(".", "\\.")}"[^>]*integrity=")[^"]*(")`);
    if (!re.test(html)) fail(`index.html has no integrity attribute for ${f}`);
    html = html.replace(re, `$1${integrity}$2`);
  }
  writeFileSync(join(dir, "index.html"), html);
};

/**
 * Writes into index.html what a cold visit fetches at once: the loader, beside the glue that
 * imports it, and each game's page files, which the page's first script preloads for the game
 * its route names (a link, a save: index.html), and on a link's route the files that read links.
 */
const writePreloads = (loaderName, loader) => {
  const modules = splitModules(loader);
  const files = (game, page) => pageFiles(modules, game, page).map((f) => `./${f}`);
  const byGame = Object.fromEntries(games(modules).map((game) => [game, { table: files(game, "table"), replays: files(game, "replays") }]));
  if (!modules.has("link_inflate")) fail("the loader has no link_inflate module (reading links, src/ui/lazy.rs)");
  byGame.link = modules.get("link_inflate").map((f) => `./${f}`);
  let html = readFileSync(join(dir, "index.html"), "utf8");
  const place = "const files = {}; // each game's files by game id and page, and reading links' (link): written by scripts/wasm-split.mjs";
  if (!html.includes(place)) fail("index.html has no place for each game's files (const files = {}; …)");
  html = html.replace(place, () => place.replace("{}", JSON.stringify(byGame)));
  const glue = /<link rel="modulepreload" href="\.\/keydom-[0-9a-f]+\.js"[^>]*>/;
  if (!glue.test(html)) fail("index.html has no modulepreload of the glue");
  html = html.replace(glue, (link) => `${link}\n<link rel="modulepreload" href="./${loaderName}" crossorigin="anonymous">`);
  writeFileSync(join(dir, "index.html"), html);
};

/** Chunks smaller than this (optimised) are joined with the others of their game and role. */
const SMALL = 4096;

/**
 * Joins the small chunks (optimised, `opt-<part>` in `tmp`) that serve the same game (or several
 * games) in the same role (pages, bots or both) into one chunk: a game's page then fetches a few
 * files rather than fifty (docs/code-splitting.md). Each joined chunk keeps the loader's entry of
 * its first; the others' entries become that one's. Returns the parts left and the new loader.
 */
const joinSmallChunks = async (tmp, parts, loader) => {
  const users = new Map();
  for (const [split, files] of splitModules(loader)) for (const f of files) users.set(f, [...(users.get(f) ?? []), split]);
  const bytes = (part) => readFileSync(join(tmp, `opt-${part}`));
  const groups = new Map();
  for (const part of parts.filter((p) => p.startsWith("chunk_") && bytes(p).length < SMALL)) {
    const games = new Set(users.get(part).map((split) => split.replace(/_(ui|replays|bots|words)$/, "")));
    const roles = new Set(users.get(part).map((split) => (split.endsWith("_bots") ? "bots" : "pages")));
    const key = `${games.size === 1 ? [...games][0] : "shared"} ${[...roles].sort()}`;
    groups.set(key, [...(groups.get(key) ?? []), part]);
  }
  const entry = (part) => [...loader.matchAll(/const (__chunk_\d+) = makeLoad\(([\s\S]*?), \[\]\);/g)]
    .find(([, , fetcher]) => fetcher.includes(`"./${part}"`)) ?? fail(`the loader has no entry for ${part}`);
  const gone = new Set();
  for (const group of groups.values()) {
    const imports = (part) => importsOf(bytes(part)).split(" ").length;
    const [first, ...rest] = group.sort((a, b) => imports(b) - imports(a) || a.localeCompare(b));
    const others = rest.filter((part) => importsAll(bytes(first), bytes(part)));
    if (others.length === 0) continue;
    await mergeChunks([first, ...others].map((part) => join(tmp, `opt-${part}`)), join(tmp, `joined-${first}`), run);
    renameSync(join(tmp, `joined-${first}`), join(tmp, `opt-${first}`));
    for (const part of others) {
      loader = loader.replace(entry(part)[0], `const ${entry(part)[1]} = () => ${entry(first)[1]}();`);
      gone.add(part);
    }
  }
  return { kept: parts.filter((part) => !gone.has(part)), loader };
};

/** A build without the split: Trunk's wasm-bindgen output stays; only wasm-opt runs on it. */
const optimiseOnly = async (tmp, wasmName) => {
  if (readFileSync(join(dir, wasmName)).includes("__wasm_split_placeholder__")) {
    fail("KEYDOM_NO_SPLIT=1, but the wasm has split points: cargo must see KEYDOM_NO_SPLIT too (build.rs)");
  }
  await optimise(join(dir, wasmName), join(tmp, wasmName));
  copyFileSync(join(tmp, wasmName), join(dir, wasmName));
  fixIntegrity([wasmName]);
  console.log("wasm-split.mjs: KEYDOM_NO_SPLIT=1, not split; wasm-opt only");
};

/** Splits cargo's wasm and redoes wasm-bindgen and wasm-opt on the parts (see the top). */
const splitUp = async (tmp, stem, glueName, wasmName) => {
  // With its warnings on: when the split data comes out longer than the input's, wasm-split-cli
  // keeps all of it in the main module and says so only as a warning (docs/code-splitting.md,
  // "What failed along the way", 6), so the first load would silently carry every module's data.
  // Its log goes to stdout, not stderr.
  const { stdout, stderr } = await run("wasm-split-cli", ["--out-name", stem, input, tmp], { RUST_LOG: "warn" });
  const overlong = `${stdout}\n${stderr}`.split("\n").find((line) => /putting it in main module/.test(line));
  if (overlong) fail(`wasm-split-cli kept the split modules' data in the main module: ${overlong}`);
  await run("wasm-bindgen", [
    "--target", "web", "--no-typescript",
    // The loader hands the main module's function table to the split modules: keep its export.
    "--keep-lld-exports",
    "--out-dir", join(tmp, "bg"), "--out-name", stem, join(tmp, `${stem}.wasm`),
  ]);
  // The split modules get content hashes, and the loader their new names. wasm-opt (about
  // 30 s in all) runs on every core.
  let loader = readFileSync(join(tmp, "__wasm_split.js"), "utf8");
  const parts = readdirSync(tmp).filter((f) => f.endsWith(".wasm") && f !== `${stem}.wasm`).sort();
  if (parts.length === 0) fail("wasm-split-cli found no split points: is build.rs's --emit-relocs in effect?");
  const main = async () => optimise(join(tmp, "bg", `${stem}_bg.wasm`), join(dir, wasmName));
  await inParallel([main, ...parts.map((part) => () => optimise(join(tmp, part), join(tmp, `opt-${part}`)))]);
  // A release's files: small chunks joined, and no toolchain sections (docs/code-splitting.md).
  let kept = parts;
  if (release) {
    ({ kept, loader } = await joinSmallChunks(tmp, parts, loader));
    for (const path of [...kept.map((part) => join(tmp, `opt-${part}`)), join(dir, wasmName)]) writeFileSync(path, lean(readFileSync(path)));
  }
  for (const part of kept) {
    const out = join(tmp, `opt-${part}`);
    const named = `${part.slice(0, -5)}-${short(readFileSync(out))}.wasm`;
    renameSync(out, join(dir, named));
    if (!loader.includes(`"./${part}"`)) fail(`the loader does not name ${part}`);
    loader = loader.replaceAll(`"./${part}"`, `"./${named}"`);
  }
  const loaderName = `__wasm_split-${short(Buffer.from(loader))}.js`;
  writeFileSync(join(dir, loaderName), loader);

  // The glue imports the loader once per imported function; only those import specifiers
  // change (the key in the imports object must stay the wasm's import module name).
  const from = 'from "./__wasm_split.js"';
  const glue = readFileSync(join(tmp, "bg", `${stem}.js`), "utf8");
  if (!glue.includes(from)) fail("the glue does not import the split loader");
  writeFileSync(join(dir, glueName), glue.replaceAll(from, `from "./${loaderName}"`));

  fixIntegrity([glueName, wasmName]);
  writePreloads(loaderName, loader);
  console.log(`wasm-split.mjs: ${parts.length} modules split off, in ${kept.length} files, loader ${loaderName}`);
};

// A scratch folder beside cargo's output (not /tmp: the modules of a debug build are large).
mkdirSync(join(targetDir, "wasm-split"), { recursive: true });
const tmp = mkdtempSync(join(targetDir, "wasm-split", "run-"));
try {
  const glueName = readdirSync(dir).find((f) => /^keydom-[0-9a-f]+\.js$/.test(f));
  if (!glueName) fail(`no keydom-<hash>.js in ${dir}`);
  const stem = glueName.slice(0, -3);
  const wasmName = `${stem}_bg.wasm`;
  if (release && !/version 132\b/.test((await run("wasm-opt", ["--version"])).stdout)) {
    fail("wasm-opt must be binaryen 132 (node_modules/.bin); other versions break the wasm");
  }
  await (split ? splitUp(tmp, stem, glueName, wasmName) : optimiseOnly(tmp, wasmName));
} catch (e) {
  console.error(`wasm-split.mjs: ${e.message}`);
  process.exitCode = 1;
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
