// Benchmark (not a test): the analysis of finished games in Debian's headless Chromium, on the
// release build, in the bots' Web Worker: for each fixture link, the time from the click on
// "Analyse the game" to the drawn chart, in quick mode and at the default budget, and the
// longest gap between the page's animation frames meanwhile (the page must stay responsive).
//
// Run: trunk build --release && node scripts/analysis-timing.mjs [FIXTURE ...]
//      (default: the finished 4-player Key Market and Nürnberg games, Keyflower with The
//      Merchants at 4 and Keyflower at 5 players, Keyper at 3; names as in tests/fixtures/links)
import { readFileSync } from "node:fs";
import { browser, open, serve } from "../e2e/support.mjs";
import { FRAME_MONITOR } from "./frames.mjs";

const fixtures = process.argv.slice(2);
const chosen = fixtures.length ? fixtures : ["key_market-4p-finished.v2", "nuernberg-4p-finished.v2",
  "keyflower-4p-merchants-finished.v3", "keyflower-5p-finished.v3", "keyper-3p-finished.v3"];

const server = await serve();
const { page, close } = await browser();
try {
  for (const name of chosen) {
    const payload = readFileSync(`tests/fixtures/links/${name}.txt`, "utf8").trim();
    for (const quick of [true, false]) {
      await open(page, server.url, "#/");
      await open(page, server.url, `#/replay/link/${payload}`);
      await page.waitForSelector("button.start-analysis");
      if (quick) await page.check("input.quick-analysis");
      await page.evaluate(FRAME_MONITOR);
      const started = Date.now();
      await page.click("button.start-analysis");
      await page.waitForSelector(".analysis-chart svg[role=img]", { timeout: 600000 });
      const ms = Date.now() - started;
      const f = await page.evaluate(() => window.frames_);
      const ran = await page.locator(".analysis-ran").textContent();
      console.log(`${name} ${quick ? "quick" : "default"}: ${(ms / 1000).toFixed(1)} s; ${ran.trim()}; ` +
        `longest frame ${f.gap.toFixed(0)} ms (${f.over50} of ${f.frames} frames over 50 ms)`);
    }
  }
} finally {
  await close();
  await server.close();
}
