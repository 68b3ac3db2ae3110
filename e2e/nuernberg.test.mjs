// Nürnberg played to the end through the page (release build, Debian's Chromium): a 3-player
// pass-and-play game (two people and a bot) and a 5-player game (one person, four bots), each
// choosing among the offered legal actions with a seeded random pick, reloading in the middle,
// and checking the final score sheet against the engine's replay of the same record. With two
// people, every view is checked for the other person's plan and Taler, and the hand-off screen
// for anything at all; at the end, everyone's Taler shows. A third test points at the board:
// action cards (the plans folded in the list until then), a storage room, keys. A fourth
// follows the last move's mark on the board.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { assertEngineScore, assertPlayAgain, browser, choose, moves, open, playOut, seeded, serve, settled, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

const start = (page, kinds, number) => startGame(page, server.url, "nuernberg", kinds, number);

/** Nürnberg for the shared play-out: its board, what is secret (plans, Taler), and the checks. */
const nb = { board: ".nb-board", secrets: ".nb-taler, .nb-plan", own: ".nb-plan" };

async function playAndCheck(t, kinds, seed) {
  const { page, problems, close } = await browser();
  t.after(close);
  const id = await start(page, kinds, seed);
  const people = kinds.filter((k) => k === "human").length;
  const started = Date.now();
  const { handoffs, reloaded, ownSecretsSeen: planned, undone } =
    await playOut(page, server.url, seeded(seed), { reloadAt: 40, people, game: nb, assert });
  assert.ok(reloaded, "the game was reloaded in the middle");
  if (people > 1) {
    assert.ok(handoffs > 4, `the device was handed over (${handoffs} times)`);
    assert.ok(planned > 0, "a person saw their own plan while others' stayed hidden");
    assert.ok(undone, "a decision was taken back");
  }
  assert.equal(await page.locator(".nb-board").getAttribute("data-phase"), "over");
  assert.equal(await page.locator(".nb-board").getAttribute("data-round"), "4", "all four rounds were played");
  // At the end, everything is revealed on the board as on the score sheet: everyone's Taler.
  const taler = await page.locator(".nb-taler").evaluateAll((found) => found.map((e) => Number(e.dataset.seat)));
  assert.deepEqual(taler.sort(), kinds.map((_, i) => i), "every player's Taler is shown at the end");
  assert.deepEqual(await page.locator(".nb-revealed summary").allTextContents().then((s) => s.map((x) => x.replace(/ \(\d+\)$/, ""))),
    ["Guest pile, turned face up", "Citizens left out of the game"], "and so are the guest pile and the citizens left out");
  assert.equal(await page.locator(".nb-screen").count(), 0, "no screen hides anything");
  await assertEngineScore(page, id, assert);
  const played = await moves(page);
  await assertPlayAgain(page, seed, assert);
  assert.deepEqual(problems, []);
  t.diagnostic(`${played} moves, ${handoffs} hand-offs, ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

test("a 3-player game, two people and a bot, is played to the end: hand-offs hide everything, nobody sees another's plan or Taler, undo, reload, the engine's score",
  { timeout: 600000 }, (t) => playAndCheck(t, ["human", "human", "beginner"], 21));

test("a 5-player game with four bots is played to the end with a reload and the engine's score",
  { timeout: 600000 }, (t) => playAndCheck(t, ["human", "beginner", "standard", "beginner", "strong"], 22));

test("pointing at the board: action cards narrow the plans, a storage room (by keyboard) offers its trades with prices, a step's button its choices, a quiet place says why",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await start(page, ["human", "beginner"], 5);
    await page.waitForSelector(".nb-board[data-phase=planning] .nb-card.lit");
    const cards = page.locator(".nb-card.lit").filter({ hasText: /: (Brewers|Bakers)$/ });
    assert.equal(await cards.count(), 2, "the Brewers' and Bakers' action cards can be chosen");

    // A quiet place offers nothing and changes nothing. The bot plans beside the person, so its
    // plan is waited for first.
    await steady(page);
    // The plans are folded behind "Show as a list", below a line that says to point at the cards;
    // the summary opens by keyboard and shows them.
    const fold = page.locator(".action-list details.as-list");
    assert.match(await page.locator(".action-list .fold-prompt").textContent(), /Point at the action cards/);
    assert.equal(await fold.getAttribute("open"), null, "folded at first");
    const visible = await page.locator(".action-list button.action:visible").allTextContents();
    assert.ok(visible.length >= 1 && visible.every((x) => !/^Plan face down/.test(x)), `no plan shows: ${visible}`);
    await fold.locator("summary").focus();
    await page.keyboard.press("Enter");
    const listed = await fold.locator("button.action:visible").allTextContents();
    assert.ok(listed.length > 1 && listed.every((x) => /^Plan face down/.test(x)), `the plans on request: ${listed}`);
    await fold.locator("summary").click();
    const before = await moves(page);
    await page.locator(".nb-spot:not(.lit)").first().dispatchEvent("click");
    assert.match(await page.locator(".notice.error").textContent(), /nothing you may do there now/);
    assert.equal(await moves(page), before);

    // One card, by keyboard: every offered plan holds it; two cards: only plans holding both.
    await cards.first().focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector(".all-choices");
    const one = await page.locator(".action-list button.action").allTextContents();
    assert.ok(one.length > 1 && one.every((x) => /Plan face down: .*Brewers/.test(x)), `plans with the Brewers: ${one}`);
    await cards.nth(1).click();
    const two = await page.locator(".action-list button.action").allTextContents();
    assert.ok(two.length >= 1 && two.every((x) => /Brewers, Bakers/.test(x)), `plans with both: ${two}`);
    assert.equal(two[0], "Plan face down: Brewers, Bakers", "the plan of exactly the chosen cards comes first");
    await choose(page, 0);

    // Play on until a storage room can be pointed at; it offers trades with their price.
    const rng = seeded(5);
    for (let i = 0; i < 400 && !(await page.locator(".nb-spot.lit").and(page.getByRole("button", { name: /^Storage/ })).count()); i++) {
      await settled(page);
      if (await page.locator(".score-sheet").count()) break;
      await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
    }
    const storage = page.locator(".nb-spot.lit").and(page.getByRole("button", { name: /^Storage/ }));
    assert.equal(await storage.count(), 1, "the called guild's storage room is highlighted");
    await steady(page);
    const at = await moves(page);
    await storage.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector(".all-choices");
    const trades = await page.locator(".action-list button.action").allTextContents();
    assert.ok(trades.every((x) => /^(Buy|Sell)/.test(x)), `only trades: ${trades}`);
    assert.ok(trades.every((x) => /(costs|brings) \d+ Taler/.test(x)), `each with its price before confirming: ${trades}`);
    assert.equal(await moves(page), at, "pointing alone changes nothing");

    // A step after recruiting (turn order, or a citizen's victim or good) is offered by a button
    // on the track or a tableau; choosing from what it offers plays on.
    // Games are numbered, but a bot planning beside the person may answer at a different move
    // (and so with a different seed), so a game may still end without such a step: then a new
    // game is started (at most five).
    await choose(page, 0);
    const stepShown = () => page.locator(".nb-board[data-phase=step] .nb-pick.lit").count();
    let games = 0;
    for (let game = 0; game < 5 && !(await stepShown()); game++, games++) {
      if (game > 0) await start(page, ["human", "beginner"], 5 + game);
      for (let i = 0; i < 600 && !(await stepShown()); i++) {
        if (await settled(page) === "over") break;
        await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
      }
    }
    t.diagnostic(`games played to reach a step: ${Math.max(games, 1)}`);
    const step = page.locator(".nb-pick.lit").first();
    assert.equal(await page.locator(".nb-board").getAttribute("data-phase"), "step", "a recruiting step came up");
    const atStep = await moves(page);
    await step.click();
    await page.waitForSelector(".all-choices");
    const offered = await page.locator(".action-list button.action").allTextContents();
    assert.ok(offered.length >= 1 && offered.every((x) => /turn order|Thief|Peddler/.test(x)), `the step's choices: ${offered}`);
    await choose(page, 0);
    assert.ok(await moves(page) > atStep);
    assert.deepEqual(problems, []);
  });

test("the last move, a bot's or a person's, is marked on the board and told in words until the next one",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await start(page, ["human", "beginner"], 11);
    const marked = () => page.locator(".nb-board").evaluate((b) => ({
      said: b.querySelector(".nb-last-move")?.textContent ?? "",
      seat: b.querySelector(".nb-last-move")?.dataset.seat,
      places: [...b.querySelectorAll(".nb-spot.last > title")].map((e) => e.textContent),
      all: [...b.querySelectorAll(".last")].map((e) => e.outerHTML.slice(0, 80)),
    }));
    // Play until a bot's move touched a place in a guild house (not only its planning).
    const rng = seeded(11);
    let seen;
    for (let i = 0; i < 300 && !seen; i++) {
      if (await settled(page) === "over") break;
      await steady(page);
      const now = await marked(page);
      if (now.seat === "1" && now.places.length) seen = now;
      else await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
    }
    assert.ok(seen, "a bot's move at a guild house came up");
    assert.match(seen.said, /^Last move: /, "the move is told in words");
    assert.ok(seen.places.every((x) => /— Last move$/.test(x)), `marked places name the mark: ${seen.places}`);
    const colour = await page.locator(".nb-spot.last > rect, .nb-spot.last > path").first()
      .evaluate((e) => getComputedStyle(e).stroke);
    const last = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.color = "var(--last)";
      document.body.append(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    });
    assert.equal(colour, last, "the mark is drawn in --last");

    // The person moves: the mark moves on with the move.
    await choose(page, 0);
    await settled(page);
    await steady(page);
    const next = await marked(page);
    assert.ok(next.all.length > 0, "the next move is marked");
    assert.ok(next.said !== seen.said || next.all.join() !== seen.all.join(), "and the mark moved on");
    assert.deepEqual(problems, []);
  });

test("a script-like player name is shown as text on Nürnberg's board (which is written as escaped markup)", async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  const name = `<b>Eve</b><img src=x>`; // within the dialog's 24 characters
  await open(page, server.url);
  await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
  await open(page, server.url, "#/new/nuernberg");
  await page.locator("fieldset.seat").nth(0).locator("input").fill(name);
  await page.locator("fieldset.seat").nth(1).locator("select").selectOption("beginner");
  await page.click("button[type=submit]");
  await page.waitForSelector(".nb-board");
  await page.waitForFunction((name) => document.querySelector(".nb-board").innerText.includes(name), name);
  assert.equal(await page.locator(".nb-board b, .nb-board img").count(), 0, "no markup from the name");
  assert.deepEqual(problems, []);
});
