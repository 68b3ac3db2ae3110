// Replays and embeds: a shared game watched move by move (forwards, back, a jump to a season)
// and then continued; the example wiki page with two rulebook positions sized from the height
// their frames post; a script-like name shown as text; bad addresses refused with a reason.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browser, moves, newGame, open, play, saves, serve, shareLink } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

const step = (page) => page.locator(".replay").getAttribute("data-step").then(Number);
const board = (page) => page.locator(".km-board").innerHTML();

/** Clicks a replay button and waits for the step it leads to. */
async function press(page, button, expected) {
  await page.click(`.replay-bar .${button}`);
  await page.waitForFunction((n) => Number(document.querySelector(".replay").dataset.step) === n, expected);
}

test("a shared game replays move by move, jumps to a season, and leads back to its save on this device", async (t) => {
  const { context, page, problems, close } = await browser();
  t.after(close);
  await newGame(page, server.url, "Ada");
  await play(page, 40); // into the second season
  const at = await moves(page);
  const link = await shareLink(page);
  const before = await saves(page);

  const other = await context.newPage();
  await other.goto(link);
  await other.click("text=Watch the replay");
  await other.waitForSelector(".replay .km-board");
  assert.equal(await step(other), 0);
  assert.equal(Number(await other.locator(".replay").getAttribute("data-moves")), at);
  assert.match(await other.locator(".replay-hidden").textContent(), /you see the table/);
  const start = await board(other);
  await press(other, "step-forward", 1);
  assert.notEqual(await board(other), start, "a move changes the board");
  assert.ok((await other.locator(".replay-who").textContent()).length > 0, "who moved");
  await press(other, "step-back", 0);
  assert.equal(await board(other), start, "a step back shows the same position again");
  await other.keyboard.press("ArrowRight");
  await other.waitForFunction(() => document.querySelector(".replay").dataset.step === "1");
  await other.keyboard.press("ArrowLeft");
  await other.waitForFunction(() => document.querySelector(".replay").dataset.step === "0");

  const rounds = other.locator(".replay-rounds option");
  assert.ok((await rounds.count()) >= 2, "at least two seasons to jump between");
  const second = Number(await rounds.nth(1).getAttribute("value"));
  const name = await rounds.nth(1).textContent();
  await other.selectOption(".replay-rounds", String(second));
  await other.waitForFunction((n) => Number(document.querySelector(".replay").dataset.step) === n, second);
  assert.ok(second > 0);
  assert.match(await other.locator(".km-board h2").textContent(), new RegExp(name));
  await press(other, "to-end", at);

  await other.click(".replay-bar .autoplay");
  await press(other, "to-start", 0);
  await other.click(".replay-bar .autoplay");
  await other.waitForFunction(() => Number(document.querySelector(".replay").dataset.step) >= 2);
  await other.click(".replay-bar .autoplay"); // pause
  const paused = await step(other);
  // Two of autoplay's 900-ms steps (AUTOPLAY_MS, src/ui/replay/viewer.rs): a play that went on
  // would have moved by now.
  await other.waitForTimeout(1800);
  assert.equal(await step(other), paused, "paused means paused");
  assert.deepEqual(await saves(other), before, "watching stores nothing");

  await open(page, server.url, "#/saves");
  await page.click(".save a.replay");
  await page.waitForSelector(".replay .km-board");
  assert.equal(Number(await page.locator(".replay").getAttribute("data-moves")), at, "a saved game replays too");

  await other.goBack();
  await other.click("a.open-save");
  await other.waitForSelector(".table");
  assert.equal(await moves(other), at);
  assert.deepEqual(await saves(other), before, "the link leads to the save of its game on this device");
  assert.deepEqual(problems, []);
});

test("a finished game's replay may be seen through any seat or the table, and ends with the score sheet", async (t) => {
  const { context, page, problems, close } = await browser();
  t.after(close);
  await open(page, server.url, "#/replay/scenario/key-market/last-autumn");
  await page.waitForSelector(".replay .km-board");
  assert.equal(await page.locator(".replay-hidden").count(), 0, "nothing to hide once the game is over");
  assert.equal(await page.locator(".score-sheet").count(), 0);
  const n = Number(await page.locator(".replay").getAttribute("data-moves"));
  await press(page, "to-end", n);
  await page.waitForSelector(".replay .score-sheet");
  assert.equal(await page.locator(".km-player.own").count(), 0, "the table by default");
  await page.selectOption(".replay-seat", "1");
  await page.waitForSelector(".km-player.own[data-seat='1']");
  await page.selectOption(".replay-seat", "table");
  await page.waitForFunction(() => !document.querySelector(".km-player.own"));
  assert.deepEqual(problems, []);
});

test("with two people, a move is followed by a link that sends the turn to the next person", async (t) => {
  const { context, page, close } = await browser();
  t.after(close);
  await newGame(page, server.url, "Ada", "human");
  await page.click(".handoff button");
  assert.equal(await page.locator("details.send-turn").count(), 0, "nothing to send before a move");
  // Set-up moves come in pairs (board, then first worker): play until another person is to act.
  let played = 0;
  while (!(await page.locator("details.send-turn").count())) {
    assert.ok(played < 4, "the turn passes within a few moves");
    await page.locator(".action-list button.action").first().click();
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, played++);
  }
  await page.locator("details.send-turn summary").click();
  assert.match(await page.locator("details.send-turn summary").textContent(), /^Send the turn to \S/);
  assert.match(await page.locator(".send-turn .hint").textContent(), /hidden goods and gold included/);
  await page.waitForFunction(() => document.querySelector(".send-turn .share-link").value.includes("#/link/"));
  const other = await context.newPage();
  await other.goto(await page.locator(".send-turn .share-link").inputValue());
  await other.waitForSelector(".shared-summary");
  assert.equal(Number(await other.locator(".shared-summary .moves").textContent()), played);
});

test("the example wiki page shows two Key Market positions, each frame as tall as its content and at most 800 px at 700 px wide, three Keyflower and two Keyper ones", async (t) => {
  const { page, problems, context, close } = await browser();
  t.after(close);
  // The page's 1rem margins and the frames' 1px borders leave each frame 700 px inside.
  await page.setViewportSize({ width: 732, height: 900 });
  await page.goto(server.url + "wiki-example.html");
  await page.waitForFunction(() => [...document.querySelectorAll("iframe.keydom")].every((f) => f.style.height));
  const frames = page.locator("iframe.keydom");
  assert.equal(await frames.count(), 7);
  // The frames carry the README's snippet's sandbox, so the snippet is what works here.
  const sandbox = readFileSync("README.md", "utf8").match(/sandbox="([^"]+)"/)[1];
  assert.deepEqual(await frames.evaluateAll((f) => f.map((e) => e.getAttribute("sandbox"))), Array(7).fill(sandbox));
  for (let i = 2; i < 5; i++) await page.frameLocator("iframe.keydom").nth(i).locator(".embed-shot .kf-board").waitFor();
  // Keyper's: the wrong colour on the boards alone, the goldsmith's sets on the players' areas alone.
  const refused = page.frameLocator("iframe.keydom").nth(5).locator(".embed-shot .kp-board");
  await refused.waitFor();
  assert.equal(await refused.getAttribute("data-part"), "boards");
  const goldsmith = page.frameLocator("iframe.keydom").nth(6).locator(".embed-shot .kp-board");
  await goldsmith.waitFor();
  assert.equal(await goldsmith.getAttribute("data-part"), "players");
  assert.match(await goldsmith.textContent(), /Goldsmith/);
  for (let i = 0; i < 2; i++) {
    const frame = page.frameLocator("iframe.keydom").nth(i);
    await frame.locator(".embed-shot .km-board").waitFor();
    assert.equal(await frame.locator("header.top").isVisible(), false, "no app chrome");
    // The frame's height settles on its content's height (posted by the frame itself).
    await page.waitForFunction((n) => {
      const f = document.querySelectorAll("iframe.keydom")[n];
      const inner = f.contentDocument.documentElement.getBoundingClientRect().height;
      return Math.abs(f.clientHeight - Math.ceil(inner)) <= 1;
    }, i);
    const [width, height] = await frames.nth(i).evaluate((f) => [f.clientWidth, f.clientHeight]);
    assert.equal(width, 700);
    assert.ok(height > 300 && height <= 800, `frame ${i} is ${height} px tall`);
  }
  const first = page.frameLocator("iframe.keydom").nth(0);
  assert.match(await first.locator("figcaption").textContent(), /Spring with weather/);
  assert.equal(await first.locator(".km-board").getAttribute("data-phase"), "farming");
  assert.equal(await first.locator(".km-board").getAttribute("data-part"), "farming", "only the seasons and the land");
  assert.deepEqual([await first.locator(".km-land").count(), await first.locator(".km-market").count()], [1, 0]);
  const second = page.frameLocator("iframe.keydom").nth(1);
  assert.equal(await second.locator(".km-board").getAttribute("data-phase"), "market");
  // Interactive: try the sale there; nothing is saved.
  await second.locator(".action-list button.action", { hasText: /2 fruit|2 Obst/i }).first().click();
  await second.locator(".embed-try[data-tried='1']").waitFor();
  assert.deepEqual(await saves(page), []);
  assert.deepEqual(problems, []);
});

test("a script-like player name is text in the replay and the embed", async (t) => {
  const { page, context, close } = await browser();
  t.after(close);
  const name = "<img src=x onerror=1>";
  await newGame(page, server.url, name);
  let dialogs = 0;
  page.on("dialog", (d) => { dialogs++; d.dismiss(); });
  const payload = (await shareLink(page)).split("#/link/")[1];
  for (const [hash, root] of [[`#/replay/link/${payload}?seat=1`, ".replay"], [`#/embed/link/${payload}`, ".embed-shot"]]) {
    await page.goto(server.url + hash);
    await page.waitForSelector(`${root} .km-board, .handoff`);
    if (await page.locator(".handoff").count()) {
      assert.equal(await page.locator(".handoff-name").textContent(), name);
      await page.click(".handoff button");
    }
    assert.ok((await page.locator(`${root} .players`).textContent()).startsWith(name));
    assert.equal(await page.locator(`${root} .km-player strong`).first().textContent(), name);
    assert.equal(await page.locator(`${root} img`).count(), 0);
  }
  assert.equal(dialogs, 0);
});

test("bad replay and embed addresses say what is wrong and store nothing", async (t) => {
  const { page, context, close } = await browser();
  t.after(close);
  await newGame(page, server.url, "Cy");
  const payload = (await shareLink(page)).split("#/link/")[1];
  const before = await saves(page);
  const cases = [
    [`#/replay/link/${payload.slice(0, -10)}`, /cut off when copied/],
    [`#/embed/link/${payload}?step=999`, /no step 999/],
    [`#/embed/link/${payload}?seat=7`, /no seat 7/],
    [`#/embed/link/${payload}?colour=red`, /unknown: “colour=red”/],
    ["#/embed/scenario/key-market/no-such-example", /no rulebook example “no-such-example”/],
    ["#/embed/scenario/key-market/spring-weather?part=dice", /no part “dice”; there are: farming, market, land/],
    ["#/embed/scenario/chess/opening", /no game “chess”/],
    ["#/embed/scenario/keyper/anything", /no rulebook example “anything”/],
    ["#/replay/save/nothing-here", /./],
  ];
  for (const [hash, message] of cases) {
    await open(page, server.url, "#/");
    await page.goto(server.url + hash);
    await page.waitForSelector(".notice.error");
    assert.match(await page.locator(".notice.error").textContent(), message, hash);
  }
  assert.deepEqual(await saves(page), before);
});

test("Nürnberg's rulebook examples are shown by its own board, whole or one part at a time, each part under 800 px tall at 700 px wide", async (t) => {
  const { page, context, close } = await browser();
  t.after(close);
  // A short window, so that the page's height is its content's.
  await page.setViewportSize({ width: 700, height: 300 });
  const parts = { track: [".nb-track", 0], players: [".nb-players:not([hidden])", 0], brauer: [".nb-house[data-guild=brewers]", 1] };
  for (const name of ["erste-runde", "spielende"]) {
    await page.goto(`${server.url}#/embed/scenario/nuernberg/${name}`);
    await page.waitForSelector(".nb-board");
    assert.equal(await page.locator(".notice.error").count(), 0, name);
    for (const [part, [shown, houses]] of Object.entries(parts)) {
      await page.goto("about:blank");
      await page.goto(`${server.url}#/embed/scenario/nuernberg/${name}?part=${part}`);
      await page.waitForSelector(`.nb-board[data-part=${part}]`);
      assert.equal(await page.locator(shown).count(), 1, `${name}: ${part} is drawn`);
      assert.equal(await page.locator(".nb-house").count(), houses, `${name}: ${part} and no other house`);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      assert.ok(height < 800, `${name}, ${part}: ${height} px tall`);
    }
  }
  await page.goto(`${server.url}#/embed/scenario/nuernberg/spielende?part=dach`);
  assert.match(await page.locator(".notice.error").textContent(), /There is no part “dach”; there are: track, houses, brauer/);
});
