// Keyflower played to the end through the page (release build, Debian's Chromium): a 2-player
// game, a person against a Beginner bot, choosing among the offered legal actions with a seeded
// random pick, reloading in the middle (resumed from the saved-games list), and checking the
// final score sheet against the engine's replay of the same record. A second test points at the
// board: a tile up for auction offers its bid and use, a keyple adds a worker, confirming places the bid.
// A third resumes a 6-player save from late autumn (two people, four bots) and plays it to the
// score sheet, with every view checked for another seat's screen, winter tiles and contracts.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { assertEngineScore, browser, engineScore, moves, open, playOut, seeded, serve, settled, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** What the board shows: its text and the highlighted places. */
const boardState = (page) => page.locator(".kf-board").evaluate((b) => ({
  text: b.innerText,
  lit: [...b.querySelectorAll(".lit")].map((e) => e.getAttribute("aria-label") ?? e.textContent),
}));

/** The score sheet's detail in the page is the engine's, line by line for every seat: where the
 * points were scored, the items allocated there and the points; some lines list items. */
async function assertScoreDetail(page, id) {
  const shown = await page.$$eval(".score-detail", (tables) => tables.map((t) =>
    [...t.querySelectorAll("tbody tr:not(.row-head)")].map((r) => ({
      label: r.querySelector("th").textContent,
      items: r.querySelector("td.items").textContent,
      points: Number(r.lastElementChild.textContent),
    }))));
  const { details } = await engineScore(page, id);
  const expected = details.map((lines) => lines.map((d) =>
    ({ label: d.label, items: d.items.length ? d.items.join(", ") : "—", points: d.points })));
  assert.deepEqual(shown, expected, "the page's allocation is the engine's");
  assert.ok(shown.flat().some((l) => l.items !== "—"), "some lines list the items allocated");
  return shown.flat().length;
}

/** Keyflower for the shared play-out: its board, what is secret (one's screen, winter tiles in hand). */
const kf = { board: ".kf-board", secrets: ".kf-screen.open, .kf-hand", own: ".kf-screen.open", boardState };

test("a 2-player game, a person against a Beginner bot, is played to the end with a reload and the engine's score",
  { timeout: 900000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const seed = 31;
    const id = await startGame(page, server.url, "keyflower", ["human", "beginner"], seed);
    const started = Date.now();
    const { reloaded } = await playOut(page, server.url, seeded(seed), { reloadAt: 40, people: 1, game: kf, assert });
    assert.ok(reloaded, "the game was reloaded in the middle");
    assert.equal(await page.locator(".kf-board").getAttribute("data-phase"), "over");
    await assertEngineScore(page, id, assert);
    const lines = await assertScoreDetail(page, id);
    const played = await moves(page);
    assert.deepEqual(problems, []);
    t.diagnostic(`${played} moves, ${lines} lines of detail, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

test("pointing at the board: a tile up for auction offers its bid and use, a keyple adds a worker, confirm places them",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await startGame(page, server.url, "keyflower", ["human", "beginner"], 5);
    await page.waitForSelector(".kf-board[data-phase=turns]");
    await steady(page);
    // The bids and uses are folded behind "Show as a list", below a line that says to point.
    assert.match(await page.locator(".action-list .fold-prompt").textContent(), /Point at the table/);
    const tile = page.locator(".kf-card .kf-pick.lit").first();
    const name = await tile.textContent();
    await tile.click();
    const offered = await page.locator(".action-list button.action:visible").allTextContents();
    assert.ok(offered.some((a) => a.startsWith("Bid on")), `a bid is offered: ${offered}`);
    assert.ok(offered.every((a) => a.includes(name.split(" (")[0])), `only this tile's actions: ${offered}`);
    const before = await moves(page);
    await page.locator(".action-list button.action:visible", { hasText: "Bid on" }).first().click();
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
    // Gathering: the keyples behind one's screen are buttons; one adds a worker of its colour.
    const keyple = page.locator(".kf-screen.open .kf-pick.lit").first();
    await keyple.focus();
    await page.keyboard.press("Enter");
    const added = await page.locator(".action-list button.action:visible").allTextContents();
    assert.ok(added.length === 1 && added[0].startsWith("Add a"), `the keyple offers its worker: ${added}`);
    for (const words of ["Add a", "Confirm"]) {
      const n = await moves(page);
      await page.locator(".action-list button.action:visible", { hasText: words }).first().click();
      await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, n);
    }
    await steady(page);
    assert.ok(await page.locator(".kf-card .kf-bid").count() >= 1, "the bid stands beside its tile");
    // The bot has answered: what it changed since the person's move is marked and told in words.
    assert.equal(await settled(page), "act");
    const marked = await page.$$eval(".kf-player.last", (ps) => ps.map((p) => p.dataset.seat));
    assert.ok(marked.includes("1"), `the bot's place is marked: ${marked}`);
    const said = await page.locator(".kf-last-move").textContent();
    assert.match(said, /^Last move/);
    assert.deepEqual(problems, []);
  });

test("a 6-player save from late autumn, two people and four bots, is played to the end: hand-offs hide everything, nobody sees another's screen, undo, reload, the engine's score",
  { timeout: 600000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const save = readFileSync("tests/fixtures/saves/keyflower-6p-merchants-late45.json", "utf8");
    const id = JSON.parse(save).id;
    await open(page, server.url);
    await page.evaluate(([id, save]) => {
      localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 }));
      localStorage.setItem(`keydom.save.${id}`, save);
    }, [id, save]);
    await open(page, server.url, "#/saves");
    await page.getByText("Resume").click();
    await page.waitForSelector(".table");
    const at = await moves(page);
    assert.equal(at, JSON.parse(save).actions.length, "the save resumes at its last move");
    const started = Date.now();
    const { handoffs, reloaded, undone, ownSecretsSeen } =
      await playOut(page, server.url, seeded(41), { reloadAt: at + 30, people: 2, game: kf, assert });
    assert.ok(reloaded, "the game was reloaded on the way");
    assert.ok(handoffs > 4, `the device was handed over (${handoffs} times)`);
    assert.ok(ownSecretsSeen > 0, "a person saw their own screen while the others' stayed hidden");
    assert.ok(undone, "a decision was taken back");
    assert.equal(await page.locator(".kf-board").getAttribute("data-phase"), "over");
    await assertEngineScore(page, id, assert);
    await assertScoreDetail(page, id);
    assert.deepEqual(problems, []);
    t.diagnostic(`${await moves(page) - at} moves from the save, ${handoffs} hand-offs, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
