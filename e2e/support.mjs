// Shared pieces of the end-to-end tests: a static server for dist/ under a sub-path, and
// Debian's Chromium driven by playwright-core (no browser download).
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import axe from "axe-core";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
};

/** The path the app is served under: anything but "/" proves the build's URLs are relative. */
export const BASE = "/some/sub-path/keydom/";

/** Serves `dir` under BASE on a free loopback port; everything else is a 404. `deploy(other)`
 * serves the folder `other` from then on, as a new version deployed over the old one would.
 * `{ gzip: true }` compresses every answer, as a static host would (scripts/lighthouse.mjs). */
export async function serve(dir = "dist", { gzip = false } = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (!path.startsWith(BASE)) return void res.writeHead(404).end();
    let file = normalize(join(dir, path.slice(BASE.length) || "index.html"));
    try {
      if (statSync(file).isDirectory()) file = join(file, "index.html");
      const body = readFileSync(file);
      const type = { "content-type": TYPES[extname(file)] ?? "application/octet-stream" };
      if (gzip) res.writeHead(200, { ...type, "content-encoding": "gzip" }).end(gzipSync(body));
      else res.writeHead(200, type).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const url = `http://127.0.0.1:${server.address().port}${BASE}`;
  const close = () => new Promise((ok) => { server.closeAllConnections(); server.close(ok); });
  const deploy = (other) => { dir = other; };
  return { url, close, deploy };
}

/** A fresh headless Chromium profile; `problems` collects console errors, page errors, failed
 * requests and Content-Security-Policy violations, in any page or frame; `close` also fails if
 * any violation was reported (scripts/csp.mjs writes the policy), whether or not the test looks
 * at `problems`. `options` go to Playwright's context (`{ serviceWorkers: "block" }` lets
 * `page.route` see every request). */
export async function browser(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "keydom-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    acceptDownloads: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
    ...options,
  });
  const problems = [];
  const watch = (page) => {
    page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    // A fetch the browser dropped because the page went elsewhere (a lazily loaded module asked
    // for just before a test opens the next address) is no fault; any other failure is.
    page.on("requestfailed", (r) => r.failure()?.errorText !== "net::ERR_ABORTED"
      && problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
    page.on("response", (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  };
  const refused = [];
  await context.exposeBinding("keydomPolicyViolation", ({ frame }, what) => {
    refused.push(`${what} (in ${frame.url()})`);
    problems.push(`CSP violation: ${what}`);
  });
  await context.addInitScript(() => document.addEventListener("securitypolicyviolation", (e) =>
    window.keydomPolicyViolation(`${e.effectiveDirective} refused ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}: ${e.sample}`)));
  context.on("page", watch);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    if (refused.length) throw new Error(`Content-Security-Policy violations: ${refused.join("; ")}`);
  };
  return { context, page, problems, close };
}

/** Opens the app at `hash` and waits until Leptos has rendered the menu. */
export async function open(page, url, hash = "#/") {
  await page.goto(url + hash);
  await page.waitForSelector("header.top nav a");
}

/** The keys of the saved games in localStorage, sorted. */
export const saves = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("keydom.save.")).sort());

/** How many moves the game on the page has. */
export const moves = (page) => page.locator(".table").getAttribute("data-moves").then(Number);

/** Starts a 2-player Key Market game: a person named `name`, and a bot (or `second` = "human"); bots act at once. */
export async function newGame(page, url, name, second = "beginner") {
  await open(page, url);
  await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
  await open(page, url, "#/new/key-market");
  await page.locator("fieldset.seat").nth(0).locator("input").fill(name);
  await page.locator("fieldset.seat").nth(0).locator("select").selectOption("human");
  await page.locator("fieldset.seat").nth(1).locator("select").selectOption(second);
  await page.click("button[type=submit]");
  await page.waitForSelector(".action-list button.action, .handoff button");
}

/** Takes the first offered choice `count` times, then waits until bots acting beside the person are done. */
export async function play(page, count) {
  for (let i = 0; i < count; i++) {
    const before = await moves(page);
    await page.locator(".action-list button.action").first().click();
    await page.waitForFunction((b) => Number(document.querySelector(".table").dataset.moves) > b, before);
    await page.waitForSelector(".action-list button.action, .score-sheet");
  }
  await steady(page);
}

/** Opens the share panel and returns the link it shows. */
export async function shareLink(page) {
  await page.locator("details.share summary").click();
  await page.waitForFunction(() => document.querySelector(".share-link").value.includes("#/link/"));
  return page.locator(".share-link").inputValue();
}

/** A small seeded generator (mulberry32), so a run picks the same way every time. */
export function seeded(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Starts a game of `slug` from the new-game dialog with these seats ("human" | "beginner" | "standard" | "strong"),
 * `names` where given, and game `number` (the seed, so that a failure can be replayed); bots act at once. Returns the
 * slot id; throws with the dialog's message if it refuses to start (such as when the game's code does not load). */
export async function startGame(page, url, slug, kinds, number, names = []) {
  await open(page, url);
  await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
  await open(page, url, `#/new/${slug}`);
  await page.selectOption("select >> nth=0", String(kinds.length));
  for (const [i, kind] of kinds.entries()) {
    await page.locator("fieldset.seat").nth(i).locator("select").selectOption(kind);
    if (names[i]) await page.locator("fieldset.seat").nth(i).locator("input").fill(names[i]);
  }
  await page.click("details.more summary");
  await page.fill("input.game-number", String(number));
  await page.click("button[type=submit]");
  await page.waitForSelector(".table, .notice.error");
  if (await page.locator(".table").count() === 0) {
    throw new Error(`the game did not start: ${await page.locator(".notice.error").textContent()}`);
  }
  return page.evaluate(() => location.hash.split("/").pop());
}

/** What the page waits on: the end, a hand-off screen (once the leaving person's view, hidden
 * from the click on, has left the page after the next paint), or a person's choices once no bot
 * is thinking (in a secret choice, bots may still be deciding while the person's choices show). */
export function settled(page) {
  return page.waitForFunction(() => {
    if (document.querySelector(".held[hidden]")) return false;
    if (document.querySelector(".score-sheet")) return "over";
    if (document.querySelector(".handoff button")) return "handoff";
    const thinking = document.querySelector(".thinking")?.textContent;
    if (document.querySelectorAll(".action-list button.action").length && !thinking) return "act";
    return false;
  }, null, { polling: "raf", timeout: 20000 }).then((h) => h.jsonValue());
}

/** Waits until the record has not grown for 200 ms: bots that act beside a person (a simultaneous choice) are done. */
export async function steady(page) {
  for (let last = -1, same = 0; same < 4; await page.waitForTimeout(50)) {
    const now = await moves(page);
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

/** Clicks the `i`-th offered action (opening the list of those folded behind "Show as a list"
 * when it is one of them) and waits until the record has grown (and a leaving view is gone). */
export async function choose(page, i) {
  const before = await moves(page);
  const button = page.locator(".action-list button.action").nth(i);
  if (!(await button.isVisible())) await page.click(".action-list details.as-list:not([open]) > summary");
  await button.click();
  // A move that hands the device on hides the leaving view; it leaves the page after the next paint.
  await page.waitForFunction((n) => Number(document.querySelector(".table")?.dataset.moves) > n
    && !document.querySelector(".held[hidden]"), before);
}

/** The engine's totals and places for the record saved in slot `id`, replayed natively (examples/final_score.rs). */
export async function engineScore(page, id) {
  const text = await page.evaluate((id) => localStorage.getItem(`keydom.save.${id}`), id);
  const dir = mkdtempSync(join(tmpdir(), "keydom-score-"));
  try {
    writeFileSync(join(dir, "save.json"), text);
    const out = execFileSync("cargo", ["run", "--quiet", "--example", "final_score", "--", join(dir, "save.json")],
      { encoding: "utf8" });
    return JSON.parse(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The secret pieces (`secrets`, a selector) in the page that `viewer` (a seat number, or null
 * for the table) may not see: each belongs to the nearest element with a seat, and an owner the
 * rules lay open (`data-lifted`, a Key Market screen lifted when empty-handed) hides nothing. */
export const foreignSecrets = (page, secrets, viewer) => page.$$eval(`:is(${secrets})`, (found, viewer) => found
  .filter((e) => {
    const owner = e.closest("[data-seat]");
    return owner.dataset.lifted !== "true" && owner.dataset.seat !== viewer;
  })
  .map((e) => e.outerHTML), viewer === null ? null : String(viewer));

/** The seat holding the device (`.seen-by` on the table page) sees none of another seat's `game.secrets`. */
async function assertNoForeignSecrets(page, game, assert) {
  const viewer = await page.locator(".seen-by").getAttribute("data-viewer");
  assert.deepEqual(await foreignSecrets(page, game.secrets, viewer), [], `seat ${viewer} sees another seat's secrets`);
}

/**
 * What the board at `selector` shows, independent of attribute order: its text and its
 * highlighted places, each by its name (its accessible name, its SVG title, a Key Market place's
 * number, or else its text); `whole` (optional) selects more of its elements, compared as markup.
 */
const boardState = (page, selector, whole) => page.locator(selector).evaluate((b, whole) => ({
  text: b.innerText,
  lit: [...b.querySelectorAll(".lit")].map((e) => e.getAttribute("aria-label") ?? e.querySelector(":scope > title")?.textContent
    ?? e.dataset.field ?? e.dataset.good ?? e.dataset.guild ?? e.textContent),
  whole: whole ? [...b.querySelectorAll(whole)].map((e) => e.outerHTML) : [],
}), whole);

/** The game log's lines as markup (null without any). */
const gameLog = (page) => page.evaluate(() => document.querySelector(".game-log ol")?.innerHTML ?? null);

/**
 * Plays a game on the page to its end with seeded random choices among the offered actions.
 * With two or more people, no view may show another seat's `game.secrets`, and the hand-off
 * screen must show nothing of the game (`game.secrets`), and one move is taken back and must
 * restore the board. After `reloadAt` moves the page is reloaded (with one person, the game is
 * resumed from the saved-games list) and must show the same move, board and log. `game.board` is
 * the board's selector, `game.whole` (optional) the board's elements compared as markup (see
 * `boardState`), and `game.own` (optional) a selector of the viewer's own secret, counted in
 * `ownSecretsSeen`.
 */
export async function playOut(page, url, rng, { reloadAt, people, game, assert }) {
  let reloaded = false, handoffs = 0, undone = false, ownSecretsSeen = 0;
  for (let step = 0; step < 5000; step++) {
    const state = await settled(page);
    if (state === "over") return { handoffs, reloaded, undone, ownSecretsSeen };
    if (state === "handoff") {
      handoffs++;
      assert.equal(await page.locator(`${game.board}, .action-list, ${game.secrets}`).count(), 0,
        "nothing of the next view before the hand-off is confirmed");
      await page.click(".handoff button");
      continue;
    }
    if (people > 1) {
      await assertNoForeignSecrets(page, game, assert);
      if (game.own && await page.locator(game.own).count()) ownSecretsSeen++;
    }
    const before = await moves(page);
    if (!reloaded && before >= reloadAt) {
      await steady(page);
      const at = await moves(page);
      const board = await boardState(page, game.board, game.whole);
      const log = await gameLog(page);
      await page.reload();
      if (people === 1) {
        // Come back the long way: the saved-games list, then Resume.
        await open(page, url, "#/saves");
        await page.getByText("Resume").click();
      }
      await page.waitForSelector(".table");
      if (people > 1) await page.click(".handoff button");
      await page.waitForSelector(game.board);
      assert.equal(await moves(page), at, "the reload resumes at the same move");
      assert.deepEqual(await boardState(page, game.board, game.whole), board, "and shows the same position");
      assert.equal(await gameLog(page), log, "the log, grown move by move, is the log drawn whole");
      reloaded = true;
      continue;
    }
    const count = await page.locator(".action-list button.action").count();
    const board = undone ? null : await boardState(page, game.board, game.whole);
    await choose(page, Math.floor(rng() * count));
    // A bot may move between the choice and the click, and then there is nothing to take
    // back: the click is tried briefly, and the take-back is left for a later move if it fails.
    const undo = page.locator("button.undo");
    if (!undone && people > 1 && await undo.count() && await undo.click({ timeout: 1500 }).then(() => true, () => false)) {
      await page.waitForFunction((n) => Number(document.querySelector(".table")?.dataset.moves) === n, before);
      assert.deepEqual(await boardState(page, game.board, game.whole), board, "undo restores the position");
      assert.match(await page.locator(".notice.info").textContent(), /Move taken back/);
      undone = true;
    }
  }
  throw new Error("the game did not end within 5000 steps");
}

/** Checks the score sheet in the page against the engine's replay of slot `id`: the totals,
 * the places, the sentence naming the winners and what each row counts. */
export async function assertEngineScore(page, id, assert) {
  const shown = await page.locator(".score-sheet td.total").allTextContents();
  const places = await page.locator(".score-sheet td.place").allTextContents();
  const verdict = await page.locator(".score-sheet .verdict").textContent();
  const rules = await page.locator(".score-sheet tbody th .row-rule").allTextContents();
  const engine = await engineScore(page, id);
  assert.equal(engine.over, true);
  assert.deepEqual(shown.map(Number), engine.totals, "the page's totals are the engine's");
  assert.deepEqual(places.map(Number), engine.places, "and so are the places");
  assert.equal(verdict, engine.verdict, "the sheet names the engine's winners");
  assert.match(verdict, / (wins|share the victory) with \d+ points?[.;]/);
  assert.deepEqual(rules, engine.rules, "each row says what it counts");
  assert.ok(rules.length > 0 && rules.every((r) => r.length > 0));
}

/** The score sheet's detail in the page is the engine's, line by line for every seat: where the
 * points were scored, the rule it scored by (where the game says it), the items allocated there
 * and the points; some lines list items. */
export async function assertScoreDetail(page, id, assert) {
  const shown = await page.$$eval(".score-detail", (tables) => tables.map((t) =>
    [...t.querySelectorAll("tbody tr:not(.row-head)")].map((r) => ({
      label: r.querySelector("th").textContent,
      rule: r.querySelector("td.rule")?.textContent ?? "",
      items: r.querySelector("td.items").textContent,
      points: Number(r.lastElementChild.textContent),
    }))));
  const { details } = await engineScore(page, id);
  const expected = details.map((lines) => lines.map((d) =>
    ({ label: d.label, rule: d.rule, items: d.items.length ? d.items.join(", ") : "—", points: d.points })));
  assert.deepEqual(shown, expected, "the page's allocation is the engine's");
  assert.ok(shown.flat().some((l) => l.items !== "—"), "some lines list the items allocated");
  return shown.flat().length;
}

/** At the end: "Play this set-up again" opens the new-game dialog with the game's `number` filled in. */
export async function assertPlayAgain(page, number, assert) {
  await page.click("a.play-again");
  await page.waitForSelector("form.new-game");
  assert.equal(await page.inputValue("input.game-number"), String(number), "the game number is filled in");
  assert.equal(await page.locator("details.more").getAttribute("open"), "", "and shown");
}

/** Marks the service worker that controls the page now (as `window.keydomFirst`), for `newWorker`. */
export const markWorker = (page) => page.evaluate(() => { window.keydomFirst = navigator.serviceWorker.controller; });

/** Waits until a new worker controls the page and the update is over: the new worker is
 * activated (what it does on activation is done) and the one `markWorker` marked is gone. */
export const newWorker = (page) => page.waitForFunction(() => {
  const now = navigator.serviceWorker.controller;
  return now !== window.keydomFirst && now?.state === "activated" && window.keydomFirst.state === "redundant";
});

/** The names of Keydom's caches (one per version). */
export const cacheNames = (page) => page.evaluate(() => caches.keys()).then((names) => names.filter((n) => n.startsWith("keydom-")));

/** Counts the requests the page sends the bots' worker and the answers it gets back
 * (`window.workerAsked`, `window.workerAnswers`): an init script (`page.addInitScript`), for
 * [`workerIdle`]. */
export function countWorkerTraffic() {
  window.workerAsked = 0;
  window.workerAnswers = 0;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => { if (e.data instanceof Uint8Array) window.workerAnswers++; });
    }
    postMessage(data, ...rest) {
      if (data instanceof Uint8Array) window.workerAsked++;
      return super.postMessage(data, ...rest);
    }
  };
}

/** Waits until the bots' worker (counted by [`countWorkerTraffic`]) has been asked something and
 * has answered all it was asked: whatever a stopped run had under way is over. An answer that
 * asks again (the next slice of a run nobody stopped) posts before this can look, so a run that
 * goes on is never taken for idle. */
export const workerIdle = (page) => page.waitForFunction(
  () => window.workerAsked > 0 && window.workerAsked === window.workerAnswers, null, { timeout: 170000 });

/** The serious and critical violations axe finds in the page, one line each. axe is evaluated
 * through the driver, not added as an inline script, which the page's policy refuses. */
export async function violations(page) {
  await page.evaluate(axe.source);
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ["violations"] }));
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}
