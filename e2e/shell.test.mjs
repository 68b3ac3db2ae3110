// End-to-end tests of the app shell on the release build, in Debian's headless Chromium.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { browser, cacheNames, open, saves, serve } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

async function session(t) {
  const b = await browser();
  t.after(() => b.close());
  return b;
}

/** The release build's service worker version (its cache is `keydom-<version>`). */
const version = readFileSync("dist/sw.js", "utf8").match(/const VERSION = "(.*)";/)[1];

/** Asks the page `check(arg)` (which may be async: `waitForFunction` would take its promise for
 * a yes) every 50 ms until it is true; `what` names it if it never is. */
async function until(page, what, check, arg) {
  for (let tries = 0; !(await page.evaluate(check, arg)); tries++) {
    assert.ok(tries < 400, `${what} within 20 s`);
    await page.waitForTimeout(50);
  }
}

/**
 * Waits until `cache` is among the caches and a service worker controls the page with no update
 * under way: it is activated, and none installs or waits. A navigation made while a worker
 * installs or activates waits for it, and in headless Chromium now and then never commits.
 */
const workerSettled = (page, cache) => until(page, `the worker of ${cache} in control`, async (cache) => {
  const registration = await navigator.serviceWorker.getRegistration();
  const now = navigator.serviceWorker.controller;
  return Boolean(registration) && await caches.has(cache) && !registration.installing && !registration.waiting
    && now === registration.active && now.state === "activated";
}, cache);

const save = (over = {}) => JSON.stringify({
  app: "keydom", format: 1, id: "import-1", game: "keyper", config: { players: 2 }, seed: 7,
  actions: [], seats: [{ name: "Ada", kind: "human" }, { name: "Bo", kind: "bot" }],
  created: 1764000000000, updated: 1764000000000, revision: 1, ...over,
});

async function importFile(page, name, text) {
  await page.setInputFiles("input[type=file]", { name, mimeType: "application/json", buffer: Buffer.from(text) });
}

// (That the split build has its loader, e2e/split.test.mjs checks; a build without the split has none.)
test("the build ships .nojekyll, so a Jekyll-processed host keeps the split loader, whose name starts with _", () => {
  assert.ok(existsSync("dist/.nojekyll"), "dist/.nojekyll");
});

test("before the wasm has run, the page already shows the header and a loading line, which the app replaces", async (t) => {
  const { page, close } = await browser({ serviceWorkers: "block" });
  t.after(close);
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route("**/*_bg.wasm", async (route) => { await held; await route.continue(); });
  await page.goto(server.url);
  await page.waitForSelector("#boot .boot-line");
  assert.match(await page.locator("#boot").innerText(), /Keydom[\s\S]*Loading Keydom/);
  release();
  await page.waitForSelector("header.top nav a");
  assert.equal(await page.locator("#boot").count(), 0, "the app took its place");
});

test("the home page lists the four games under a sub-path, every one playable, Keyper's reconstruction marked", async (t) => {
  const { page, problems } = await session(t);
  await open(page, server.url);
  const cards = page.locator(".game-card");
  assert.equal(await cards.count(), 4);
  const names = await cards.locator("h2").allTextContents();
  assert.deepEqual(names, ["Key Market", "Nuremberg", "Keyper", "Keyflower with The Merchants"]);
  assert.deepEqual(await cards.evaluateAll((c) => c.map((e) => e.querySelectorAll(".badge").length)), [0, 0, 1, 0],
    "only Keyper's card carries a mark: its boards, ships, fairs and costs are our design");
  assert.match(await cards.nth(2).locator(".badge").textContent(), /data version 3/);
  assert.deepEqual(await cards.evaluateAll((c) => c.map((e) => e.querySelectorAll("a.button").length)), [1, 1, 1, 1],
    "every game offers a new game");
  for (const name of names) {
    assert.equal(await page.getByRole("link", { name: `New game: ${name}`, exact: true }).count(), 1, "each link names its game");
  }
  assert.match(await cards.nth(1).locator(".players").textContent(), /2–5/);
  assert.deepEqual(problems, []);
});

test("the new-game dialog offers the rulebook's player counts, refuses a game number that is none, and refuses to fake a start", async (t) => {
  const { page } = await session(t);
  await open(page, server.url, "#/new/nuernberg");
  const counts = await page.locator("select").first().locator("option").allTextContents();
  assert.deepEqual(counts, ["2", "3", "4", "5"]);
  assert.equal(await page.locator("fieldset.seat:visible").count(), 2);
  await page.selectOption("select >> nth=0", "4");
  assert.equal(await page.locator("fieldset.seat:visible").count(), 4);
  assert.equal(await page.locator("button[type=submit]").isDisabled(), false);
  await page.click("details.more summary");
  await page.fill("input.game-number", "12 345");
  await page.click("button[type=submit]");
  assert.match(await page.locator(".notice.error").textContent(), /not a game number/);
  assert.deepEqual(await saves(page), [], "nothing was started");
  assert.match(page.url(), /#\/new\/nuernberg$/);
  // Every game of the app is playable: Keyper's dialog offers its 2 to 4 seats.
  await open(page, server.url, "#/new/keyper");
  assert.equal(await page.locator("button[type=submit]").isDisabled(), false);
  assert.equal(await page.locator(".new-game [role=status]").count(), 0);
});

test("the new-game dialog refuses a blank name and two seats of the same name, and starts nothing", async (t) => {
  const { page, problems } = await session(t);
  await open(page, server.url, "#/new/nuernberg");
  const seat = (i) => page.locator("fieldset.seat").nth(i);
  await seat(0).locator("input").fill("   ");
  await page.click("button[type=submit]");
  await page.locator(".notice.error", { hasText: "Every seat needs a name" }).waitFor({ timeout: 5000 });
  await seat(0).locator("input").fill(" Ada ");
  await seat(1).locator("input").fill("ada");
  await page.click("button[type=submit]");
  await page.locator(".notice.error", { hasText: "same name" }).waitFor({ timeout: 5000 });
  assert.deepEqual(await saves(page), [], "nothing was started");
  assert.match(page.url(), /#\/new\/nuernberg$/);
  assert.deepEqual(problems, []);
});

test("the new-game dialog starts from the table of the game played last, per game", async (t) => {
  const { page, problems } = await session(t);
  await open(page, server.url, "#/new/nuernberg");
  await page.selectOption("select >> nth=0", "3");
  const seat = (i) => page.locator("fieldset.seat").nth(i);
  await seat(0).locator("input").fill("Ada");
  await seat(1).locator("input").fill("Bo");
  await seat(1).locator("select").selectOption("human");
  await seat(2).locator("select").selectOption("strong");
  await page.click("button[type=submit]");
  await page.waitForSelector(".table");
  await open(page, server.url, "#/new/nuernberg");
  assert.equal(await page.locator("select >> nth=0").inputValue(), "3");
  assert.deepEqual(
    [await seat(0).locator("input").inputValue(), await seat(1).locator("input").inputValue(), await seat(1).locator("select").inputValue(),
      await seat(2).locator("select").inputValue()],
    ["Ada", "Bo", "human", "strong"]);
  await open(page, server.url, "#/new/key-market");
  assert.equal(await page.locator("select >> nth=0").inputValue(), "2", "another game keeps its own defaults");
  assert.equal(await seat(1).locator("select").inputValue(), "standard");
  assert.deepEqual(problems, []);
});

test("the about page lists every reconstructed component value, per game", async (t) => {
  const { page } = await session(t);
  await open(page, server.url, "#/about");
  const nuernberg = page.locator(".reconstructed[data-game=nuernberg]");
  assert.equal(await nuernberg.locator("h3").textContent(), "Nuremberg");
  assert.deepEqual(await nuernberg.locator("dt").allTextContents(),
    ["Craftsman values", 'Craftsmen with "Handelsmann +"', "The 26 citizens"]);
  assert.match(await nuernberg.locator("dd").first().textContent(), /2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7/);
});

test("language switches to German and stays German after a reload", async (t) => {
  const { page, problems } = await session(t);
  await open(page, server.url, "#/settings");
  await page.check("input[value=de]");
  await page.waitForSelector("text=Einstellungen");
  assert.equal(await page.getAttribute("html", "lang"), "de");
  await page.reload();
  await page.waitForSelector("header.top nav a");
  assert.equal(await page.locator("nav a").first().textContent(), "Spiele");
  assert.equal(await page.isChecked("input[value=de]"), true);
  await page.goto(server.url + "#/");
  await page.waitForSelector(".game-card");
  assert.equal(await page.locator(".game-card h2").nth(1).textContent(), "Nürnberg");
  assert.deepEqual(problems, []);
});

test("corrupt, truncated, foreign and newer save files are refused with a reason and store nothing", async (t) => {
  const { page } = await session(t);
  await open(page, server.url, "#/saves");
  const keys = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("keydom.save.")));
  const cases = [
    ["corrupt.json", "\u0000\u0001 this is not a save", /damaged and not a readable save/],
    ["truncated.json", save().slice(0, 60), /stops in the middle/],
    ["foreign.json", JSON.stringify({ hello: "world" }), /not a Keydom save/],
    ["newer.json", save({ format: 99 }), /newer Keydom \(format 99/],
    ["empty.json", "", /file is empty/],
    ["five-players.json", save({ config: { players: 5 }, seats: ["A", "B", "C", "D", "E"].map((name) => ({ name, kind: "human" })) }),
      /Keyper is for 2 to 4 players, not 5/],
    ["unreplayable.json", save({ game: "key_market", config: { players: 2, first_game: true }, actions: [[0, "Produce"]] }),
      /Move 1 is not allowed/],
  ];
  for (const [name, text, message] of cases) {
    await importFile(page, name, text);
    const alert = page.locator(".notice.error");
    await alert.waitFor();
    assert.match(await alert.textContent(), message, name);
    assert.deepEqual(await keys(), [], `${name} must not be stored`);
    await alert.locator("button").click();
  }
});

test("a damaged slot is listed with its reason, can be exported as it is, and is deleted only after confirming", async (t) => {
  const { page } = await session(t);
  await open(page, server.url, "#/saves");
  const damaged = '{"app":"keydom","format":1,"id":"x"';
  await page.evaluate(([good, bad]) => {
    localStorage.setItem("keydom.save.good", good);
    localStorage.setItem("keydom.save.x", bad);
  }, [save({ id: "good", seats: [{ name: "<b>Ada</b>", kind: "human" }, { name: "Bo", kind: "bot" }] }), damaged]);
  await page.reload();
  await page.waitForSelector("li.save");
  assert.equal(await page.locator("li.save").count(), 2);
  const good = page.locator("li.save[data-save=good]");
  assert.match(await good.textContent(), /Keyper/);
  // Names are text, never markup; a bot saved without a level (before levels existed) plays Standard.
  assert.equal(await good.locator(".players").textContent(), "<b>Ada</b>, Bo (Bot, Standard)");
  const bad = page.locator("li.save[data-save=x]");
  assert.match(await bad.textContent(), /Damaged save.*stops in the middle/);

  const [download] = await Promise.all([page.waitForEvent("download"), bad.locator("button", { hasText: "Export" }).click()]);
  assert.equal(download.suggestedFilename(), "keydom-x.json");
  const { readFile } = await import("node:fs/promises");
  assert.equal(await readFile(await download.path(), "utf8"), damaged);

  await bad.locator("button.danger").click();
  assert.equal(await page.evaluate(() => localStorage.getItem("keydom.save.x")), damaged, "one click deletes nothing");
  await bad.locator("button.danger", { hasText: "Delete" }).click();
  await page.waitForFunction(() => document.querySelectorAll("li.save").length === 1);
  assert.equal(await page.evaluate(() => localStorage.getItem("keydom.save.x")), null);
  assert.notEqual(await page.evaluate(() => localStorage.getItem("keydom.save.good")), null);
});

test("a save written in another tab shows up in this tab's list with a notice", async (t) => {
  const { context, page } = await session(t);
  await open(page, server.url, "#/saves");
  const other = await context.newPage();
  await open(other, server.url, "#/");
  await other.evaluate((text) => localStorage.setItem("keydom.save.elsewhere", text), save({ id: "elsewhere" }));
  await page.waitForSelector("li.save[data-save=elsewhere]");
  assert.match(await page.locator(".notice.info").textContent(), /changed in another tab/);
});

test("a full storage is reported and what was stored before survives", async (t) => {
  const { page } = await session(t);
  await open(page, server.url, "#/settings");
  // Settings stored earlier (here the shortest valid ones), then a full storage.
  await page.evaluate(() => localStorage.setItem("keydom.settings", "{}"));
  // Fill the quota to the last character: halve the chunk each time it no longer fits.
  const refusals = await page.evaluate(() => {
    let refused = 0;
    for (let size = 1 << 20, i = 0; size >= 1; i++) {
      try { localStorage.setItem(`filler.${i}`, "x".repeat(size)); } catch { refused++; size >>= 1; }
    }
    return refused;
  });
  assert.equal(refusals, 21, "the browser's quota was reached");
  await page.check("input[value=de]");
  const alert = page.locator(".notice.error");
  await alert.waitFor();
  assert.match(await alert.textContent(), /Speicher des Browsers ist voll/);
  assert.equal(await page.evaluate(() => localStorage.getItem("keydom.settings")), "{}");
});

test("after the first visit the app loads with the network off", async (t) => {
  const { context, page, problems } = await session(t);
  await open(page, server.url);
  await workerSettled(page, `keydom-${version}`);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForSelector(".game-card");
  await server.close();
  await context.setOffline(true);
  try {
    const probe = await page.evaluate(() => fetch("./no-such-file").then((r) => r.status, () => "failed"));
    assert.equal(probe, "failed", "the network really is off");
    await page.reload();
    await page.waitForSelector(".game-card");
    assert.equal(await page.locator(".game-card").count(), 4);
    await page.goto(page.url().replace(/#.*$/, "") + "#/about");
    await page.waitForSelector("text=Ready offline");
    // Bots think in their worker offline too: its script is precached like every other file.
    await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
    await page.goto(page.url().replace(/#.*$/, "") + "#/new/key-market");
    await page.click("button[type=submit]");
    for (let i = 0; i < 3; i++) {
      await page.waitForSelector(".action-list button.action");
      const at = Number(await page.locator(".table").getAttribute("data-moves"));
      await page.locator(".action-list button.action").first().click();
      await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, at);
    }
    await page.waitForSelector(".action-list button.action");
    assert.ok(Number(await page.locator(".table").getAttribute("data-moves")) > 3, "the bot has moved");
    assert.equal(await page.locator(".foreground").count(), 0, "in its worker");
  } finally {
    await context.setOffline(false);
    server = await serve();
  }
  problems.length = 0;
});

test("a new deploy replaces the offline copy", async (t) => {
  const { cpSync, mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const site = mkdtempSync(join(tmpdir(), "keydom-deploy-"));
  t.after(() => rmSync(site, { recursive: true, force: true }));
  cpSync("dist", site, { recursive: true });
  const deployed = await serve(site);
  t.after(() => deployed.close());
  const { page } = await session(t);

  await open(page, deployed.url);
  const first = `keydom-${version}`;
  assert.match(first, /^keydom-[0-9a-f]{16}$/, "the build gave the worker its version");
  await workerSettled(page, first);
  assert.deepEqual(await cacheNames(page), [first]);

  // The next build: a new service worker version, as the build hook writes it. A reload finds
  // it; the old copy stays until no page opened before the new worker took over is open
  // (public/sw.js), so it goes on a later reload.
  const sw = join(site, "sw.js");
  writeFileSync(sw, readFileSync(sw, "utf8").replace(/const VERSION = "[0-9a-f]+";/, 'const VERSION = "0000000000000002";'));
  // Nothing navigates again until the new worker has taken over (its cache alone appears at the
  // start of its install).
  await page.reload();
  await workerSettled(page, "keydom-0000000000000002");
  // The next reload closes any page open when the new worker took over (whether the reloaded
  // page was one depends on when it did), and the navigation after it drops the old copy.
  await page.reload();
  await page.reload();
  await until(page, "one cache left", async () => (await caches.keys()).filter((n) => n.startsWith("keydom-")).length === 1);
  assert.deepEqual(await cacheNames(page), ["keydom-0000000000000002"]);
});

