// Benchmark (not a test): bots thinking in their Web Worker, in Debian's headless Chromium, on
// the release build.
//
// 1. Strong's think time per move at the default budget, per game and player count: the
//    requests of one game of Strong bots (examples/bot_requests.rs, seed 1) are sent one by one
//    to the app's own bot worker, timed from posting to the answer, while a frame monitor on the
//    page records the longest gap between animation frames.
// 2. A whole game of four Strong bots played through the page (no pause), Key Market unless
//    `page=SLUG` names another: its duration, the worker's think times, and the longest
//    main-thread frame meanwhile.
//
// Run: trunk build --release && cargo build --release --example bot_requests
//      node scripts/bot-timing.mjs [GAME:PLAYERS ...]   (default: key_market:2 key_market:4 nuernberg:2 nuernberg:4 nuernberg:5
//                                                      keyflower:6 keyper:2 keyper:4; "page" or "page=keyper" alone: only part 2;
//                                                      "worker": no part 2)
// CARGO_TARGET_DIR is honoured to find the example.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { browser, open, serve } from "../e2e/support.mjs";
import { FRAME_MONITOR } from "./frames.mjs";

const args = process.argv.slice(2);
const pageGame = args.find((a) => a.startsWith("page="))?.slice(5) ?? "key-market";
const onlyPage = args.some((a) => a === "page" || a.startsWith("page="));
const named = args.filter((a) => a !== "page" && !a.startsWith("page=") && a !== "worker");
const cases = named.length || onlyPage ? named
  : ["key_market:2", "key_market:4", "nuernberg:2", "nuernberg:4", "nuernberg:5", "keyflower:6", "keyper:2", "keyper:4"];
const example = join(process.env.CARGO_TARGET_DIR ?? "target", "release/examples/bot_requests");

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `${sorted.length} moves: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`;
};

const frames = async (page) => {
  const f = await page.evaluate(() => window.frames_);
  // How long before the longest long task the worker's last answer came (part 2 only).
  const since = await page.evaluate((start) => {
    const before = (window.answeredAt ?? []).filter((t) => t <= start);
    return before.length ? start - before.at(-1) : null;
  }, f.longTaskStart);
  return `longest frame ${f.gap.toFixed(0)} ms (${f.over50} of ${f.frames} frames over 50 ms), `
    + `longest long task ${f.longTask ? `${f.longTask.toFixed(0)} ms` : "none (≤ 50 ms)"}`
    + (f.longTaskAt ? ` (seen at move ${f.longTaskAt}${since === null ? "" : `, ${since.toFixed(0)} ms after the worker's last answer`})` : "");
};

const server = await serve("dist");
const { page, close } = await browser();
await open(page, server.url);

// 1. The worker alone, fed with recorded requests.
await page.evaluate(async () => {
  const script = document.querySelector("script[type=module]").textContent;
  const glue = new URL(script.match(/from '([^']+\.js)'/)[1], location.href).href;
  const wasm = new URL(script.match(/module_or_path: '([^']+)'/)[1], location.href).href;
  const module = await WebAssembly.compileStreaming(fetch(wasm));
  const worker = new Worker("./bot-worker.js", { type: "module" });
  await new Promise((ready, fail) => {
    worker.onmessage = ({ data }) => (data === "ready" ? ready() : fail(new Error(data)));
    worker.postMessage({ glue, module });
  });
  window.askWorker = (base64) => new Promise((done) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const t0 = performance.now();
    worker.onmessage = () => done(performance.now() - t0);
    worker.postMessage(bytes);
  });
});
for (const c of cases) {
  const [game, players] = c.split(":");
  const requests = execFileSync(example, [game, players], { encoding: "utf8", maxBuffer: 1 << 28 }).trim().split("\n");
  await page.evaluate(FRAME_MONITOR);
  const times = [];
  for (const r of requests) times.push(await page.evaluate((r) => window.askWorker(r), r));
  console.log(`${game} ${players}p, Strong in the worker: ${stats(times)}; page: ${await frames(page)}`);
}

// 2. A whole game of four Strong bots through the page.
if (args.includes("worker")) {
  await close();
  await server.close();
  process.exit(0);
}
await page.addInitScript(FRAME_MONITOR);
await page.addInitScript(() => {
  window.thinkTimes = [];
  window.answeredAt = [];
  const sent = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (!(e.data instanceof Uint8Array)) return;
        window.thinkTimes.push(performance.now() - sent.shift());
        window.answeredAt.push(performance.now());
      });
    }
    postMessage(message) {
      if (message instanceof Uint8Array) sent.push(performance.now());
      super.postMessage(message);
    }
  };
});
await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
await open(page, server.url, `#/new/${pageGame}`);
await page.reload(); // a new document, so the scripts above run in it
await page.waitForSelector("form.new-game");
await page.selectOption("select >> nth=0", "4");
for (let i = 0; i < 4; i++) await page.locator("fieldset.seat").nth(i).locator("select").selectOption("strong");
const t0 = Date.now();
await page.click("button[type=submit]");
await page.waitForSelector(".score-sheet", { timeout: 30 * 60 * 1000 });
const seconds = (Date.now() - t0) / 1000;
const moves = await page.locator(".table").getAttribute("data-moves");
const think = await page.evaluate(() => window.thinkTimes.slice(1)); // the first one includes the worker's start
console.log(`${pageGame} 4 Strong bots through the page: ${moves} moves in ${seconds.toFixed(1)} s; `
  + `think time ${stats(think)}; page: ${await frames(page)}`);
await close();
await server.close();
