// Benchmark (not a test): time from a click on a legal action to the updated board, over a
// whole pass-and-play game (2 seats, or as many as given) in Debian's Chromium, on the release
// build. Run: trunk build --release && node scripts/bench.mjs key-market   (or nuernberg, or
// `keyflower 4`, `keyper 4`; prints median, p95, max in ms)
import { browser, serve, startGame } from "../e2e/support.mjs";

const server = await serve("dist");
const { page, close } = await browser();
await page.setViewportSize({ width: 1280, height: 800 });
const players = Number(process.argv[3] ?? 2);
await startGame(page, server.url, process.argv[2] ?? "key-market", Array(players).fill("human"), 7);

let seed = 7;
const rng = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const times = [];
for (;;) {
  if (await page.locator(".score-sheet").count()) break;
  if (await page.locator(".handoff button").count()) { await page.click(".handoff button"); continue; }
  const n = await page.locator(".action-list button.action").count();
  if (!n) { await page.waitForTimeout(5); continue; }
  // Inside the page: click, then wait for the board's move counter to change (DOM updated).
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
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`${times.length} clicks: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
await close();
await server.close();
