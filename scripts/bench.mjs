// Benchmark (not a test): time from a click on a legal action to the updated board, over whole
// pass-and-play games in Debian's Chromium on the release build: every game at its largest
// player count, one after another in one run (game number 7, every seat a person; the
// hand-off screens between them are not timed). Prints, per game, the clicks timed and their
// median (p50), p95, p99 and max in ms, with the load average before and after (the machine's
// other work shows in the tail). Run: trunk build --release && node scripts/bench.mjs
// Options: `--dist DIR` (another build, say the one before a change), `--only keyper,…`.
import { loadavg } from "node:os";
import { browser, serve, startGame } from "../e2e/support.mjs";

/** Each game at its largest player count. */
const GAMES = [["key-market", 4], ["nuernberg", 5], ["keyper", 4], ["keyflower", 6]];

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const only = option("--only")?.split(",");
const server = await serve(option("--dist") ?? "dist");
const { page, close } = await browser();
await page.setViewportSize({ width: 1280, height: 800 });

/** The clicks of one whole game of `slug` with `players` people, in ms. */
async function game(slug, players) {
  await startGame(page, server.url, slug, Array(players).fill("human"), 7);
  let seed = 7;
  const rng = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const times = [];
  for (;;) {
    if (await page.locator(".score-sheet").count()) break;
    if (await page.locator(".handoff button").count()) { await page.click(".handoff button"); continue; }
    const n = await page.locator(".action-list button.action").count();
    if (!n) { await page.waitForTimeout(5); continue; }
    // Inside the page: click, then wait for the move counter to change (the DOM updated).
    times.push(await page.evaluate(async (i) => {
      const moves = () => document.querySelector(".table").dataset.moves;
      const before = moves();
      const t0 = performance.now();
      document.querySelectorAll(".action-list button.action")[i].click();
      await new Promise((done) => {
        if (moves() !== before) return done();
        const watch = new MutationObserver(() => { if (moves() !== before) { watch.disconnect(); done(); } });
        watch.observe(document.body, { attributes: true, childList: true, subtree: true });
      });
      return performance.now() - t0;
    }, Math.floor(rng() * n)));
  }
  return times.sort((a, b) => a - b);
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");
console.log(`load average before: ${load()}`);
console.log("| game | players | clicks | p50 | p95 | p99 | max |");
console.log("|---|---|---|---|---|---|---|");
for (const [slug, players] of GAMES.filter(([slug]) => !only || only.includes(slug))) {
  const times = await game(slug, players);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`| ${slug} | ${players} | ${times.length} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} | ${times.at(-1).toFixed(1)} |`);
}
console.log(`load average after: ${load()}`);
await close();
await server.close();
