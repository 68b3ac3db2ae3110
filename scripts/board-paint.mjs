// Benchmark (not a test): when a cold visit to an embed of a shared game first shows the board,
// under the throttling Lighthouse's mobile run describes, applied for real (Chromium's network
// and CPU emulation) rather than simulated. Lighthouse (scripts/lighthouse.mjs) reports the
// largest contentful paint, and an SVG board's shapes are never a candidate for it (only text and
// images are), so on an embed it names the early caption; this script times the board itself.
// (A shared link's page shows the game's summary and no board: Lighthouse's figure is its own.)
// Each visit is a fresh profile with service workers blocked (nothing cached), at a phone's width;
// it prints, per page, the median and the spread over the runs of: the board's first frame, and
// the largest contentful paint the browser itself observed, with the load average at the end.
// Run: trunk build --release && node scripts/board-paint.mjs [runs]   (3 runs by default)
// BOARD_PAINT_DIST=DIR measures another build than dist/.
import { loadavg } from "node:os";
import { readdirSync, readFileSync } from "node:fs";
import { browser, serve } from "../e2e/support.mjs";

// Lighthouse 12's "devtools" throttling for its mobile preset: slow 4G with its request latency
// (RTT 150 ms × 3.75) and 90% of the nominal throughput, and a CPU four times slower.
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (607.5 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const BOARD = ".km-board, .nb-board, .kf-board, .kp-board";
const GAMES = ["key_market", "nuernberg", "keyflower", "keyper"];
const runs = Number(process.argv[2] ?? 3);

/** The embed of a mid-game position of `game` that scripts/lighthouse.mjs visits. */
function embed(game) {
  const dir = "tests/fixtures/links";
  const file = readdirSync(dir).filter((f) => f.startsWith(`${game}-`) && f.includes("-mid")).sort().at(-1);
  const payload = readFileSync(`${dir}/${file}`, "utf8").trim();
  return [`${game} embed`, `#/embed/link/${payload}`];
}

/** One cold visit: milliseconds from navigation to the board's first frame, and the last LCP. */
async function visit(url) {
  const { context, page, close } = await browser({ serviceWorkers: "block", viewport: { width: 412, height: 823 } });
  try {
    await page.addInitScript(() => {
      window.lcp = 0;
      new PerformanceObserver((list) => { window.lcp = list.getEntries().at(-1).startTime; })
        .observe({ type: "largest-contentful-paint", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForSelector(BOARD, { timeout: 60_000 });
    const board = await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(performance.now()))));
    return { board, lcp: await page.evaluate(() => window.lcp) };
  } finally {
    await close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(1);
const spread = (xs) => `${seconds(Math.min(...xs))}–${seconds(Math.max(...xs))}`;
const server = await serve(process.env.BOARD_PAINT_DIST ?? "dist", { gzip: true });
for (const [name, hash] of GAMES.map(embed)) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await visit(server.url + hash));
  const boards = times.map((t) => t.board);
  const lcps = times.map((t) => t.lcp);
  console.log(`${name.padEnd(20)} board ${seconds(median(boards))} s (${spread(boards)})  LCP ${seconds(median(lcps))} s (${spread(lcps)})  load ${loadavg()[0].toFixed(1)}`);
}
await server.close();
