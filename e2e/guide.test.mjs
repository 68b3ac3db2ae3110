// Guided first games (release build, Debian's Chromium; issue 33): "Learn to play" on a game's
// card (and in its board's help) starts a saved game of the guide's set-up and opens its table,
// where the guide's panel says what to do and points at the suggested move as a hint does
// (marked on the board, alone in the list of choices). Each game's guide is completed by taking
// only what the panel points at, one in German, with the other seats played by the guide's
// script; axe finds nothing serious with the panel shown; no other seat's secrets reach the page.
// Leaving the guide mid-way, or playing another move, goes on as an ordinary game against the
// bots; a reload mid-guide resumes.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, choose, foreignSecrets, moves, open, serve, settled, steady, violations } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

// Each game's secrets, as e2e/secrecy.test.mjs names them, and its guide's steps.
const GAMES = {
  "key-market": { secrets: ".km-gold, .km-goods", steps: 23 },
  nuernberg: { secrets: ".nb-plan, .nb-taler", steps: 9 },
  keyper: { secrets: ".kp-fair-known", steps: 30 },
  keyflower: { secrets: ".kf-screen.open, .kf-hand", steps: 36 },
};

/** Opens the home page with bots acting at once (and `lang`), and follows `slug`'s "Learn to play". */
async function learn(page, slug, lang = "en") {
  await open(page, server.url);
  await page.evaluate((lang) => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0, lang })), lang);
  // The language is read when the app starts.
  await page.reload();
  await page.waitForSelector(".game-card");
  await page.locator(`.game-card[data-game=${slug}] .learn a`).click();
  await page.waitForSelector(".guide");
  assert.match(await page.evaluate(() => location.hash), /^#\/play\/[0-9a-f]+$/, "the learn page gave way to the table");
  return page.evaluate(() => location.hash.split("/").pop());
}

/** Waits until the panel shows a step for the learner (its number) or the guide is over (null). */
async function nextStep(page) {
  await settled(page);
  const handle = await page.waitForFunction(() => {
    // The panel comes with the guide's code, after the table (after a reload).
    const guide = document.querySelector(".guide");
    if (!guide) return false;
    if (guide.querySelector(".guide-over")) return "over";
    const step = guide.dataset.step;
    return step !== undefined && document.querySelectorAll(".action-list button.action").length === 1 ? step : false;
  }, null, { polling: "raf", timeout: 20000 });
  const step = await handle.jsonValue();
  return step === "over" ? null : Number(step);
}

/** Takes the one choice the panel points at (alone in the list); whether the board marked a place for it. */
async function takePointed(page) {
  const marked = await page.locator(".board-area :is(.picked, .reach)").count() > 0;
  await choose(page, 0);
  return marked;
}

/** Follows the guide from where it stands to its end, checking each step; returns the steps taken. */
async function follow(page, slug, { from = 0, axeAt = [], reloadAt = null } = {}) {
  const game = GAMES[slug];
  let expected = from;
  let marked = 0;
  for (let step = await nextStep(page); step !== null; step = await nextStep(page)) {
    assert.equal(step, expected, "the guide goes step by step");
    assert.match(await page.locator(".guide-count").textContent(), new RegExp(`\\b${step + 1} / ${game.steps}$`));
    assert.ok((await page.locator(".guide-say").textContent()).trim().length > 10, "the step says what to do");
    assert.equal(await page.locator(".guide-words").getAttribute("aria-live"), "polite");
    const viewer = await page.locator(".seen-by").getAttribute("data-viewer");
    assert.deepEqual(await foreignSecrets(page, game.secrets, viewer), [], `step ${step}: no other seat's secrets`);
    if (axeAt.includes(step)) assert.deepEqual(await violations(page), [], `axe at step ${step}`);
    if (step === reloadAt) {
      await page.reload();
      assert.equal(await nextStep(page), step, "a reload resumes the guide where it was");
    }
    if (await takePointed(page)) marked++;
    expected++;
  }
  assert.equal(expected, game.steps, "every step was taken");
  return marked;
}

for (const slug of Object.keys(GAMES)) {
  test(`${slug}'s guided first game is completed by taking only what the guide points at`, { timeout: 240000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const started = Date.now();
    const id = await learn(page, slug);
    assert.equal(await page.evaluate((id) => localStorage.getItem(`keydom.guided.${id}`), id), "1", "the save is marked as guided");
    const marked = await follow(page, slug, { axeAt: [0, 2], reloadAt: slug === "nuernberg" ? 3 : null });
    t.diagnostic(`${GAMES[slug].steps} steps, ${marked} with a place marked on the board, in ${Date.now() - started} ms`);
    assert.ok(marked > 0, "the guide points at places on the board");
    assert.match(await page.locator(".guide-over").textContent(), /The guide ends here/);
    // Free play goes on: the learner's choices are all there again, and the bots play.
    const before = await moves(page);
    await choose(page, 0);
    await steady(page);
    assert.ok(await moves(page) > before);
    assert.deepEqual(problems, []);
  });
}

test("in German, Nürnberg's guide speaks German and is completed the same way", { timeout: 180000 }, async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  await learn(page, "nuernberg", "de");
  assert.equal(await page.locator(".guide-title").textContent(), "Geführte erste Partie");
  assert.match(await page.locator(".guide-intro").textContent(), /Nürnberg dauert vier Runden/);
  assert.equal(await page.locator(".guide-leave").textContent(), "Führung verlassen");
  await follow(page, "nuernberg", { axeAt: [1] });
  assert.match(await page.locator(".guide-over").textContent(), /Die Führung endet hier/);
  assert.deepEqual(problems, []);
});

test("leaving the guide mid-way, or playing another move, goes on as an ordinary game", { timeout: 180000 }, async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  const id = await learn(page, "key-market");
  assert.equal(await nextStep(page), 0);
  await takePointed(page);
  assert.equal(await nextStep(page), 1);
  // "Why?" opens the board's help for the phase.
  await page.click("button.guide-why");
  assert.equal(await page.locator(".board-area details[class$='-help']").getAttribute("open"), "");
  // The help offers the guided first game too.
  assert.equal(await page.locator(".board-area details[class$='-help'] .learn a").getAttribute("href"), "#/learn/key-market");
  await page.click("button.guide-leave");
  assert.match(await page.locator(".guide-over").textContent(), /You left the guide/);
  assert.equal(await page.evaluate((id) => localStorage.getItem(`keydom.guided.${id}`), id), null, "the mark is gone");
  assert.equal(await page.locator(".board-area :is(.picked, .reach)").count(), 0, "nothing pointed at any more");
  for (let i = 0; i < 4; i++) {
    assert.equal(await settled(page), "act");
    await choose(page, 0);
  }
  await steady(page);
  const played = await moves(page);
  await page.reload();
  assert.equal(await settled(page), "act");
  assert.equal(await page.locator(".guide").count(), 0, "no guide after a reload");
  assert.equal(await moves(page), played, "saved like any game");

  // Another guided game, where the learner plays a move the guide did not suggest.
  await learn(page, "key-market");
  assert.equal(await nextStep(page), 0);
  const suggested = await page.locator(".action-list button.action").getAttribute("data-index");
  await page.click("button.all-choices");
  const indices = await page.$$eval(".action-list button.action", (b) => b.map((x) => x.dataset.index));
  const other = indices.findIndex((i) => i !== suggested);
  assert.ok(other >= 0, "the learner has other choices");
  await choose(page, other);
  await page.waitForSelector(".guide-over");
  assert.match(await page.locator(".guide-over").textContent(), /You went your own way/);
  assert.equal(await settled(page), "act", "the bots played on");
  assert.deepEqual(problems, []);
});
