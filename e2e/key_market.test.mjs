// Key Market played to the end through the page (release build, Debian's Chromium): a
// 2-player pass-and-play game and a 4-player game with bots, each choosing among the offered
// legal actions with a seeded random pick, reloading in the middle, and checking the final
// score sheet against the engine's own replay of the same record (examples/final_score).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { assertEngineScore, assertPlayAgain, browser, choose, moves, playOut, seeded, serve, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

const newGame = (page, kinds, number) => startGame(page, server.url, "key-market", kinds, number);

/** Key Market for the shared play-out: its board (with its workers compared whole), what a screen hides. */
const km = { board: ".km-board", secrets: ".km-gold, .km-goods", whole: ".km-worker" };

/** At the end the board shows every player's gold and goods, the gold as on the score sheet. */
async function assertScreensOpen(page) {
  const sheet = await page.locator(".score-sheet tr").filter({ has: page.locator("th .row-name", { hasText: /^Gold$/ }) })
    .locator("td").allTextContents();
  const shown = await page.$$eval(".km-player", (players) => players.map((p) => ({
    gold: p.querySelector(".km-gold")?.textContent, goods: Boolean(p.querySelector(".km-goods")),
  })));
  assert.deepEqual(shown.map((p) => parseInt(p.gold, 10)), sheet.map(Number), "every player's gold, as on the score sheet");
  assert.ok(shown.every((p) => p.goods), "and every player's goods");
}

/** What the board marks as the last move: who made it, what it says, and the places marked. */
const lastMark = (page) => page.locator(".km-board").evaluate((b) => ({
  seat: b.querySelector(".km-last-move")?.dataset.seat,
  said: b.querySelector(".km-last-move")?.textContent ?? "",
  mover: [...b.querySelectorAll(".km-player.last")].map((p) => p.dataset.seat),
  fields: [...b.querySelectorAll(".km-field.last")].map((f) => f.dataset.field),
  arrived: [...b.querySelectorAll(".km-worker.last")].map((w) => w.dataset.field),
  boards: b.querySelectorAll(".km-board-edge.last").length,
  rows: [...b.querySelectorAll(".km-row.last")].map((r) => r.dataset.good),
  guilds: [...b.querySelectorAll(".km-guild.last")].map((g) => g.dataset.guild),
}));

/** The marks fit the move as the log tells it: each field it names, the board it placed, the row it sold into. */
async function assertMarksFit(page, mark) {
  assert.deepEqual(mark.mover, [mark.seat], "the mover's area is marked");
  const log = await page.locator(".game-log ol").textContent();
  const lines = /nothing of it is in view/.test(mark.said) ? [] : mark.said.replace(/^Last move: /, "").split(/(?<=\.) (?=[A-Z])/);
  for (const line of lines) {
    assert.ok(log.includes(line), `"${line}" is in the log`);
  }
  // A placement names the fields beside the new board; the others name the fields acted on.
  const acted = mark.said.replace(/[^.]*places country board[^.]*\./g, "");
  for (const [, field] of acted.matchAll(/field (\d+)/g)) assert.ok(mark.fields.includes(field), `field ${field}: ${JSON.stringify(mark)}`);
  for (const [, field] of acted.matchAll(/(?:onto|on|to) field (\d+)/g)) {
    assert.ok(mark.arrived.includes(field), `the worker on field ${field} arrived: ${JSON.stringify(mark)}`);
  }
  if (/places country board/.test(mark.said)) assert.ok(mark.boards === 1 && mark.fields.length === 9, JSON.stringify(mark));
  if (/ (sells|buys) /.test(mark.said)) assert.ok(mark.rows.length > 0, JSON.stringify(mark));
}

test("every move is marked on the board until the next: the bot's and the person's, in words for screen readers too",
  { timeout: 180000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await newGame(page, ["human", "beginner"], 4);
    // The bot waits before each move, so that each of its moves stays on the board for a while.
    await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 1200 })));
    await page.reload();
    await page.waitForSelector(".km-board");
    const rng = seeded(4);
    const seen = new Set();
    let previous = null, at = 0;
    if (await moves(page) === 0) assert.equal((await lastMark(page)).seat, undefined, "nothing is marked before the first move");
    while (seen.size < 8 && at < 50) {
      const now = await moves(page);
      if (now > at) {
        const mark = await lastMark(page);
        if (await moves(page) !== now) continue; // the next move came in while reading
        assert.match(mark.said, /^Last move: /, JSON.stringify(mark));
        await assertMarksFit(page, mark);
        if (!/nothing of it is in view/.test(mark.said)) assert.notDeepEqual(mark, previous, "the mark moved on with the move");
        const kind = mark.boards ? "board" : mark.fields.length ? "field" : mark.rows.length ? "row" : mark.guilds.length ? "guild" : "other";
        seen.add(`${mark.seat}:${kind}`);
        previous = mark;
        at = now;
      } else if (await page.locator(".score-sheet").count()) {
        break;
      } else if (await page.locator(".action-list button.action").count() && !await page.evaluate(() => document.querySelector(".thinking")?.textContent)) {
        await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
      } else {
        await page.waitForTimeout(50);
      }
    }
    for (const want of ["0:board", "1:board", "0:field", "1:field"]) assert.ok(seen.has(want), `${want} among ${[...seen]}`);
    assert.deepEqual(problems, []);
  });

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
  await assertScreensOpen(page);
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
    const where = await spot.getAttribute("data-focus");
    await spot.dispatchEvent("click");
    const first = await page.locator(".action-list button.action").allTextContents();
    assert.equal(first.length, 1, `one placement at a time: ${first}`);
    assert.equal(await page.locator(".km-field.ghost").count(), 9, "the offered placement is drawn in place");
    await page.locator(`.km-spot[data-focus="${where}"]`).dispatchEvent("click");
    const second = await page.locator(".action-list button.action").allTextContents();
    assert.equal(second.length, 1);
    // The words name what the player sees: the numbered fields beside the spot, and the turn. A
    // marker's name starts with what it shows: "+", or "↻" once picked (turn it).
    const [, place] = (await page.locator(`.km-spot[data-focus="${where}"]`).getAttribute("aria-label")).match(/^↻ (.+)$/) ?? [];
    assert.match(place, /^(left of|right of|above|below) fields? \d+|^in the middle of the table$/);
    const others = await page.locator(".km-spot:not(.picked)").evaluateAll((s) => s.map((e) => e.getAttribute("aria-label")));
    assert.ok(others.every((l) => /^\+ (left of|right of|above|below) fields? \d+/.test(l)), others.join(" | "));
    assert.match(first[0], new RegExp(`^Place the country board ${place}, (not turned|turned (once|twice|three times))$`));
    assert.match(second[0], new RegExp(`^Place the country board ${place}, turned (once|twice|three times)$`));
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
    assert.ok(priced.some((text) => /(costs|brings) \d+ gold/.test(text)), `prices shown before confirming: ${priced} (${good})`);
    assert.equal(await moves(page), atRow, "pointing alone changes nothing");
    assert.deepEqual(problems, []);
  });
