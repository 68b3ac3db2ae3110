// Benchmark (not a test): time from a click on a legal action to the updated board, over whole
// pass-and-play games in Debian's Chromium on the release build: every game at its largest
// player count, one after another in one run (game number 7, every seat a person; the
// hand-off screens between them are not timed; each click waits for the page to have painted
// the one before, as a person's does: without that wait the bench clicked within a frame and a
// click paid for the previous one's style and paint, from 2026-11-28 on). Prints, per game, the clicks timed and their
// median (p50), p95, p99 and max in ms, with the load average before and after (the machine's
// other work shows in the tail). Run: trunk build --release && node scripts/bench.mjs
// Options: `--dist DIR` (another build, say the one before a change), `--only keyper,…`, `--cpu`:
// also the main thread's CPU time per click from a Chrome trace (thread time, which the
// machine's other work does not stretch as it does the wall clock) with its mean style,
// layout, HTML parsing and GC, for the clicks that hand the device on and the others (tracing
// slows the clicks: compare wall-clock figures only between runs without `--cpu`).
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
const cpu = process.argv.includes("--cpu");

/** The clicks of one whole game of `slug` with `players` people, in ms. */
async function game(slug, players) {
  await startGame(page, server.url, slug, Array(players).fill("human"), 7);
  let seed = 7;
  const rng = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const times = [];
  const trace = cpu && (await tracing());
  for (;;) {
    if (await page.locator(".score-sheet").count()) break;
    if (await page.locator(".handoff button").count()) { await page.click(".handoff button"); continue; }
    const n = await page.locator(".action-list button.action").count();
    if (!n) { await page.waitForTimeout(5); continue; }
    // Inside the page: click, then wait for the move counter to change (the DOM updated).
    times.push(await page.evaluate(async ([i, k]) => {
      const moves = () => document.querySelector(".table").dataset.moves;
      const before = moves();
      // A person's next click comes after the page has painted the last one: wait for the next
      // frame's rendering first, so that no click pays for the previous one's style and paint.
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      performance.mark(`click-${k}`);
      const t0 = performance.now();
      document.querySelectorAll(".action-list button.action")[i].click();
      await new Promise((done) => {
        if (moves() !== before) return done();
        const watch = new MutationObserver(() => { if (moves() !== before) { watch.disconnect(); done(); } });
        watch.observe(document.body, { attributes: true, childList: true, subtree: true });
      });
      const t = performance.now() - t0;
      performance.mark(`clicked-${k}`);
      return { t, k, handoff: !!document.querySelector(".handoff") };
    }, [Math.floor(rng() * n), times.length]));
  }
  if (trace) await trace.cpu(times);
  return times.sort((a, b) => a.t - b.t);
}

/** Starts a Chrome trace; its `cpu(clicks)` ends it and sets each click's main-thread CPU time
 * (its outermost events' thread time between its marks) and the parts of it. */
async function tracing() {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (d) => events.push(...d.value));
  const ended = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,blink.user_timing,v8", transferMode: "ReportEvents" });
  const OUTER = /^(EventDispatch|v8\.callFunction|FunctionCall|UpdateLayoutTree|Layout|ParseHTML|MinorGC|MajorGC)$/;
  const PARTS = { style: /^UpdateLayoutTree$/, layout: /^Layout$/, parse: /^ParseHTML$/, gc: /^(MinorGC|MajorGC|V8\.GC_SCAVENGER|V8\.GC_MC_INCREMENTAL|V8\.GCIncrementalMarking)$/ };
  return {
    async cpu(clicks) {
      await cdp.send("Tracing.end");
      await ended;
      const marks = new Map(events.filter((e) => e.cat?.includes("user_timing")).map((e) => [e.name, e]));
      const { pid, tid } = marks.get("click-0");
      const main = events.filter((e) => e.ph === "X" && e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      for (const c of clicks) {
        const [from, to] = [marks.get(`click-${c.k}`).ts, marks.get(`clicked-${c.k}`).ts];
        let end = -1;
        Object.assign(c, { cpu: 0, style: 0, layout: 0, parse: 0, gc: 0 });
        for (const e of main.filter((e) => e.ts >= from && e.ts <= to)) {
          const ms = (e.tdur ?? e.dur) / 1000;
          for (const [part, name] of Object.entries(PARTS)) if (name.test(e.name)) c[part] += ms;
          if (OUTER.test(e.name) && e.ts >= end) [end, c.cpu] = [e.ts + e.dur, c.cpu + ms];
        }
      }
    },
  };
}

/** The value at quantile `q` of `clicks`' `key`, in ms. */
const at = (clicks, key, q) => {
  const sorted = clicks.map((c) => c[key]).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
};
const mean = (clicks, key) => (clicks.reduce((sum, c) => sum + c[key], 0) / clicks.length).toFixed(2);

const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");
console.log(`load average before: ${load()}`);
console.log("| game | players | clicks | p50 | p95 | p99 | max |");
console.log("|---|---|---|---|---|---|---|");
const cpus = [];
for (const [slug, players] of GAMES.filter(([slug]) => !only || only.includes(slug))) {
  const times = await game(slug, players);
  console.log(`| ${slug} | ${players} | ${times.length} | ${at(times, "t", 0.5)} | ${at(times, "t", 0.95)} | ${at(times, "t", 0.99)} | ${times.at(-1).t.toFixed(1)} |`);
  const kinds = [["all", times], ["hand-off", times.filter((c) => c.handoff)], ["other", times.filter((c) => !c.handoff)]];
  for (const [kind, clicks] of cpu ? kinds.filter(([, clicks]) => clicks.length) : []) {
    const parts = ["style", "layout", "parse", "gc"].map((part) => mean(clicks, part)).join(" | ");
    cpus.push(`| ${slug} | ${kind} | ${clicks.length} | ${at(clicks, "cpu", 0.5)} | ${at(clicks, "cpu", 0.95)} | ${at(clicks, "cpu", 0.99)} | ${parts} |`);
  }
}
if (cpu) {
  console.log("\nMain-thread CPU time per click (ms): p50, p95, p99; mean style, layout, parse, GC");
  console.log("| game | clicks | n | p50 | p95 | p99 | style | layout | parse | GC |\n|---|---|---|---|---|---|---|---|---|---|");
  console.log(cpus.join("\n"));
}
console.log(`load average after: ${load()}`);
await close();
await server.close();
