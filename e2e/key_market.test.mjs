// Key Market played to the end through the page (release build, Debian's Chromium): a
// 2-player pass-and-play game and a 4-player game with bots, each choosing among the offered
// legal actions with a seeded random pick, reloading in the middle, and checking the final
// score sheet against the engine's own replay of the same record (examples/final_score).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { assertEngineScore, assertPlayAgain, browser, moves, playOut, seeded, serve, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

const newGame = (page, kinds, number) => startGame(page, server.url, "key-market", kinds, number);

/** What the board shows, independent of attribute order: its text, the highlighted places and the workers. */
const boardState = (page) => page.locator(".km-board").evaluate((b) => ({
  text: b.innerText,
  lit: [...b.querySelectorAll(".lit")].map((e) => e.dataset.field ?? e.dataset.good ?? e.dataset.guild),
  workers: [...b.querySelectorAll(".km-worker")].map((w) => w.outerHTML),
}));

/** Nothing hidden from the seat holding the device is in the page (the rules lift a screen only when empty-handed). */
async function assertNoForeignSecrets(page) {
  const viewer = await page.locator(".seen-by").getAttribute("data-viewer");
  const leaks = await page.$$eval(".km-player", (players, viewer) => players
    .filter((p) => p.dataset.seat !== viewer && p.dataset.lifted !== "true")
    .filter((p) => p.querySelector(".km-gold, .km-goods"))
    .map((p) => p.outerHTML), viewer);
  assert.deepEqual(leaks, [], `seat ${viewer} sees another seat's screen`);
}

/** Key Market for the shared play-out: its board, what a screen hides, and the checks. */
const km = { board: ".km-board", secrets: ".km-gold, .km-goods", boardState, assertNoForeignSecrets };

async function playAndCheck(t, kinds, seed) {
  const { page, problems, close } = await browser();
  t.after(close);
  const id = await newGame(page, kinds, seed);
  const people = kinds.filter((k) => k === "human").length;
  const { handoffs, reloaded, undone } = await playOut(page, server.url, seeded(seed), { reloadAt: 60, people, game: km, assert });
  assert.ok(reloaded, "the game was reloaded in the middle");
  if (kinds.every((k) => k === "human")) assert.ok(undone, "a move was taken back");
  if (people > 1) assert.ok(handoffs > 4, `the device was handed over (${handoffs} times)`);
  assert.ok(await moves(page) > 100, "a whole game was played");
  await assertEngineScore(page, id, assert);
  const played = await moves(page);
  await assertPlayAgain(page, seed, assert);
  assert.deepEqual(problems, []);
  return played;
}

test("a 2-player pass-and-play game is played to the end: hand-offs hide everything, no seat ever sees another's hidden gold or goods, undo, reload, the engine's score",
  { timeout: 600000 }, (t) => playAndCheck(t, ["human", "human"], 11));

test("a 4-player game with three bots of every level is played to the end with a reload and the engine's score",
  { timeout: 600000 }, (t) => playAndCheck(t, ["human", "beginner", "standard", "strong"], 12));

test("pointing at the board offers that place's legal actions; a click elsewhere says why and changes nothing",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await newGame(page, ["human", "beginner"], 3);
    const rng = seeded(3);

    // Every player places a country board first: a spot offers one placement, and each further click turns it.
    await page.waitForSelector(".km-spot");
    await steady(page);
    const start = await moves(page);
    const spot = page.locator(".km-spot").first();
    const where = await spot.getAttribute("data-spot");
    await spot.dispatchEvent("click");
    const first = await page.locator(".action-list button.action").allTextContents();
    assert.equal(first.length, 1, `one placement at a time: ${first}`);
    assert.equal(await page.locator(".km-field.ghost").count(), 9, "the offered placement is drawn in place");
    await page.locator(`.km-spot[data-spot="${where}"]`).dispatchEvent("click");
    const second = await page.locator(".action-list button.action").allTextContents();
    assert.equal(second.length, 1);
    assert.match(first[0], new RegExp(`\\(${where.replace(",", ", ")}\\)`));
    assert.equal(await moves(page), start, "pointing alone changes nothing");

    while (!(await page.locator(".km-field.lit").count())) {
      const buttons = page.locator(".action-list button.action");
      const before = await moves(page);
      await buttons.nth(Math.floor(rng() * await buttons.count())).click();
      await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
    }
    await steady(page);
    const before = await moves(page);
    const quiet = page.locator(".km-field:not(.lit)").first();
    await quiet.dispatchEvent("click");
    assert.match(await page.locator(".notice.error").textContent(), /nothing you may do there now/);
    assert.equal(await moves(page), before, "an illegal click changes nothing");

    const field = await page.locator(".km-field.lit").first().getAttribute("data-field");
    await page.locator(".km-field.lit").first().dispatchEvent("click");
    await page.waitForSelector(".all-choices");
    const offered = await page.locator(".action-list button.action").allTextContents();
    assert.ok(offered.length >= 1);
    for (const text of offered) assert.match(text, new RegExp(`field ${field}\\b`), "only actions on that field");
    await page.locator(".action-list button.action").first().click();
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
    assert.equal(await page.locator(".all-choices").count(), 0, "after acting, all choices are listed again");

    // A market row offers its sales or purchases with the price they would fetch, before confirming.
    while (!(await page.locator(".km-row.lit").count())) {
      await page.waitForSelector(".action-list button.action");
      const buttons = page.locator(".action-list button.action");
      const at = await moves(page);
      await buttons.nth(Math.floor(rng() * await buttons.count())).click();
      await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, at);
    }
    const row = page.locator(".km-row.lit").first();
    const good = await row.getAttribute("data-good");
    await steady(page);
    const atRow = await moves(page);
    await row.click();
    await page.waitForSelector(".all-choices");
    const priced = await page.locator(".action-list button.action").allTextContents();
    assert.ok(priced.some((text) => /for \d+ gold/.test(text)), `prices shown before confirming: ${priced} (${good})`);
    assert.equal(await moves(page), atRow, "pointing alone changes nothing");
    assert.deepEqual(problems, []);
  });
