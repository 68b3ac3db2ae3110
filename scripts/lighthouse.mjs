// Benchmark (not a test): Lighthouse's mobile performance run on cold visits to the release
// build, served gzip as a static host would, in Debian's Chromium. Prints, per page, the
// performance score, the largest contentful paint and which element it was (its selector).
// Run: trunk build --release && node scripts/lighthouse.mjs   (or name fragments: `#/ #/new/keyflower`)
// LIGHTHOUSE_DIST=DIR serves another build than dist/ (a copy of the one before a change, to run
// both back to back).
// Each line ends with the machine's load average when the run ended (the runs are timed by a
// simulated network and CPU, but a busy machine still stretches them). With
// LIGHTHOUSE_REPORTS=DIR, each page's whole report is written there as JSON (its trace of the
// critical path: audits "network-requests", "largest-contentful-paint-element").
// Lighthouse is not one of the test command's tools: the first run installs it with npm into
// npm's own cache (about 190 MB), pinned here.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { serve } from "../e2e/support.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";

/** A shared link and an embed of a mid-game position of `game`, from the fixture corpus. */
function shared(game) {
  const dir = "tests/fixtures/links";
  const file = readdirSync(dir).filter((f) => f.startsWith(`${game}-`) && f.includes("-mid")).sort().at(-1);
  const payload = readFileSync(`${dir}/${file}`, "utf8").trim();
  return [`#/link/${payload}`, `#/embed/link/${payload}`];
}

const GAMES = ["key_market", "nuernberg", "keyflower", "keyper"];
const pages = process.argv.length > 2 ? process.argv.slice(2)
  : ["#/", ...GAMES.map((g) => `#/new/${g.replace("_", "-")}`), ...GAMES.flatMap(shared)];

const server = await serve(process.env.LIGHTHOUSE_DIST ?? "dist", { gzip: true });
const flags = "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync";
for (const hash of pages) {
  // Not execFileSync: the server answering Lighthouse runs in this process.
  const { stdout } = await promisify(execFile)("npm", ["exec", "--yes", `--package=${LIGHTHOUSE}`, "--", "lighthouse", server.url + hash,
    "--quiet", "--only-categories=performance", "--output=json", "--output-path=stdout", `--chrome-flags=${flags}`],
  { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? "/usr/bin/chromium" }, maxBuffer: 1 << 28 });
  const report = JSON.parse(stdout);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) writeFileSync(`${reports}/${hash.replace(/[^a-z0-9]+/gi, "_").slice(0, 40)}.json`, stdout);
  const lcp = report.audits["largest-contentful-paint"].numericValue;
  const element = JSON.stringify(report.audits["largest-contentful-paint-element"]?.details ?? {})
    .match(/"selector":"((?:[^"\\]|\\.)*)"/)?.[1] ?? "?";
  const score = Math.round(report.categories.performance.score * 100);
  const name = hash.length > 40 ? `${hash.slice(0, 37)}...` : hash;
  console.log(`${name.padEnd(40)} performance ${String(score).padStart(3)}  LCP ${(lcp / 1000).toFixed(1)} s  load ${loadavg()[0].toFixed(1)}  ${element.slice(0, 60)}`);
}
await server.close();
