// Benchmark (not a test): time from a click on a legal action to the updated board, over a
// whole 2-player pass-and-play game in Debian's Chromium, on the release build.
// Run: trunk build --release && node scripts/bench.mjs key-market   (or nuernberg; prints
// median, p95, max in ms)
import { browser, open, serve } from "../e2e/support.mjs";

const server = await serve("dist");
const { page, close } = await browser();
await page.setViewportSize({ width: 1280, height: 800 });
await open(page, server.url);
await open(page, server.url, `#/new/${process.argv[2] ?? "key-market"}`);
await page.selectOption("fieldset.seat >> nth=1 >> select", "human");
await page.click("button[type=submit]");
await page.waitForSelector(".table");

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
