// Bots in the page (release build, Debian's Chromium): the pause before bot moves chosen in the
// settings, a whole game against a Beginner bot, a Strong bot thinking in the Web Worker while
// the page keeps answering (and a reload mid-thought), and the fallback to the page's own
// thread when the worker can't load.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, countWorkerTraffic, open, serve } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

const moves = (page) => page.locator(".table").getAttribute("data-moves").then(Number);

/** A fresh browser running `initScript` in every page, the bot pause `ms` chosen, and a new game against bots of `levels`. */
async function startGame(t, initScript, ms, levels) {
  const { page, problems, close } = await browser();
  t.after(close);
  await page.addInitScript(initScript);
  await open(page, server.url);
  await choosePause(page, ms);
  await newGame(page, levels);
  return { page, problems };
}

/** Chooses the pause before bot moves on the settings page ("0", "300", "700" or "1500"). */
async function choosePause(page, ms) {
  await open(page, server.url, "#/settings");
  await page.locator(`input[name=bot-pause][value="${ms}"]`).check();
  await page.waitForSelector(".notice.info");
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("keydom.settings")).bot_pause_ms), Number(ms));
}

/** A Key Market game of a person and bots of these levels, from the new-game dialog. */
async function newGame(page, levels) {
  await open(page, server.url, "#/new/key-market");
  await page.selectOption("select >> nth=0", String(levels.length + 1));
  const options = await page.locator("fieldset.seat >> nth=1 >> select option").allTextContents();
  assert.deepEqual(options, ["Human", "Bot — Beginner", "Bot — Standard", "Bot — Strong"]);
  for (const [i, level] of levels.entries()) {
    await page.locator("fieldset.seat").nth(i + 1).locator("select").selectOption(level);
  }
  await page.click("button[type=submit]");
  await page.waitForSelector(".table");
}

/** Clicks the first offered choice; waits until the move counts. */
async function clickFirst(page) {
  const at = await moves(page);
  await page.locator(".action-list button.action").first().click();
  await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, at);
}

test("with no pause, a 2-player game against a Beginner bot is played to the end, its moves computed in the worker",
  { timeout: 300000 }, async (t) => {
    const { page, problems } = await startGame(t, countWorkerTraffic, "0", ["beginner"]);
    assert.match(await page.locator(".to-act").textContent(), /Player 2 \(Bot, Beginner\)|Player 1/);
    for (let step = 0; step < 3000; step++) {
      const state = await page.waitForFunction(() => (document.querySelector(".score-sheet") && "over")
        || (document.querySelector(".action-list button.action") && "act"), null, { polling: "raf", timeout: 30000 });
      if (await state.jsonValue() === "over") break;
      await clickFirst(page);
    }
    assert.equal(await page.locator(".score-sheet").count(), 1, "the game ended");
    assert.ok(await page.evaluate(() => window.workerAnswers) > 20, "the bot's moves came from the worker");
    assert.equal(await page.locator(".foreground").count(), 0, "no fallback notice");
    await open(page, server.url, "#/saves");
    assert.match(await page.locator(".save .players").first().textContent(), /Player 2 \(Bot, Beginner\)/);
    assert.deepEqual(problems, []);
  });

test("a Strong bot says it is thinking, the page keeps answering meanwhile, and a reload mid-thought asks again",
  { timeout: 180000 }, async (t) => {
    const { page, problems } = await startGame(t, countWorkerTraffic, "1500", ["strong", "strong"]);
    let reloaded = false;
    let seenThinking = 0;
    while (seenThinking < 4) {
      const state = await page.waitForFunction(() => (document.querySelector(".thinking")?.textContent && "thinking")
        || (document.querySelector(".action-list button.action") && "act"), null, { polling: "raf", timeout: 30000 });
      if (await state.jsonValue() === "act") {
        await clickFirst(page);
        continue;
      }
      seenThinking++;
      const at = await moves(page);
      assert.match(await page.locator(".thinking").textContent(), /Player \d \(Bot, Strong\) is thinking/);
      assert.equal(await page.locator(".thinking").getAttribute("aria-live"), "polite");
      if (!reloaded && seenThinking === 2) {
        await page.reload();
        await page.waitForSelector(".table");
        assert.equal(await moves(page), at, "nothing lost by leaving mid-thought");
        reloaded = true;
      }
      // While the bot thinks, the page paints frames and runs script at once.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, at, { timeout: 30000 });
    }
    assert.ok(reloaded);
    assert.ok(await page.evaluate(() => window.workerAnswers) >= 1, "answers came from the worker");
    assert.deepEqual(problems, []);
  });

test("when the worker can't load, bots think on the page and it says so", { timeout: 120000 }, async (t) => {
  const noWorkers = () => { window.Worker = class { constructor() { throw new Error("no workers in this test"); } }; };
  const { page } = await startGame(t, noWorkers, "0", ["standard"]);
  for (let i = 0; i < 6; i++) {
    await page.waitForSelector(".action-list button.action", { timeout: 30000 });
    await clickFirst(page);
  }
  await page.waitForSelector(".action-list button.action", { timeout: 30000 });
  assert.ok(await moves(page) > 6, "the bot plays");
  assert.match(await page.locator(".foreground").textContent(), /background thread \(Web Worker\) did not start/);
});
