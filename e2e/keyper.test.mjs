// Keyper played to the end through the page (release build, Debian's Chromium): a 2-player
// game, a person against a Beginner bot, choosing among the offered legal actions with a seeded
// random pick, reloading in the middle (resumed from the saved-games list), and checking the
// final score sheet against the engine's replay of the same record. A second test points at the
// boards: the keyp field plays the keyper at once, a field offers the keyples that may go there,
// all by keyboard; a third resumes a 2-player save cut where the person may decline an
// invitation, lay the keyp tile's keyples down for goods, or rest keyples, and does each by
// pointing with the keyboard, and on a phone reads the plots at 11 px or more, panned or
// fitted; a fourth plays with two people and checks at every view that nobody sees another
// seat's dealt fairs; another resumes a data-version-3 save where a person decides which fairs
// to hold and holds one by pointing with the keyboard; a fifth reads what the card and the About
// page say of the reconstruction; a sixth resumes a 4-player save late in the game (two people, two
// bots) and plays it to the score sheet, its details checked against the engine's line by line;
// a seventh reaches the pieces' details by keyboard and pointer (a building's both sides in
// words, its accessible description, a field's and a fair's words) and runs axe at 1280 px.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { assertEngineScore, assertScoreDetail, browser, choose, moves, open, playOut, seeded, serve, settled, startGame, steady, violations } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** Keyper for the shared play-out: its board, and what is secret (one's dealt fairs). */
const kp = { board: ".kp-board", secrets: ".kp-fair-known", own: ".kp-fair-known" };

test("a 2-player game, a person against a Beginner bot, is played to the end with a reload and the engine's score",
  { timeout: 900000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const seed = 17;
    const id = await startGame(page, server.url, "keyper", ["human", "beginner"], seed);
    const started = Date.now();
    const { reloaded } = await playOut(page, server.url, seeded(seed), { reloadAt: 60, people: 1, game: kp, assert });
    assert.ok(reloaded, "the game was reloaded in the middle");
    assert.equal(await page.locator(".kp-board").getAttribute("data-phase"), "over");
    await assertEngineScore(page, id, assert);
    const played = await moves(page);
    assert.deepEqual(problems, []);
    t.diagnostic(`${played} moves, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

/** Moves the focus with Tab until it is on an element matching `selector` (at most 400 presses). */
async function tabTo(page, selector) {
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test("pointing at the boards by keyboard: the keyp field plays the keyper at once, a field offers the keyples that may go there",
  { timeout: 180000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await startGame(page, server.url, "keyper", ["human", "beginner"], 5);
    // Until it is the person's own turn (the bot may start and invite them to follow first).
    for (let i = 0; i < 20; i++) {
      assert.equal(await settled(page), "act");
      await steady(page);
      if (await page.locator(".kp-board").getAttribute("data-phase") === "turn") break;
      await choose(page, 0);
    }
    await page.waitForSelector(".kp-board[data-phase=turn]");
    // The plays on the boards are folded behind "Show as a list", below a line that says to point.
    assert.match(await page.locator(".action-list .fold-prompt").textContent(), /Point at a field/);
    // Every field names its kind, frame and keyples for screen readers, after what is drawn on
    // it; a frame carries its letter.
    const labels = await page.locator(".kp-country .kp-cell").evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")));
    assert.ok(labels.length >= 30, `two boards of 15 places: ${labels.length}`);
    assert.ok(labels.some((l) => /: field \d+: .*; frame [a-z ]+ \([BKFWMQ]\); /.test(l)), `a framed field: ${labels.slice(0, 4)}`);
    assert.ok(labels.some((l) => /^Keyp( \d)?: keyp field/.test(l)), "the keyp fields");

    // A lit field: Enter offers exactly the plays onto it, each naming the field's kind.
    await tabTo(page, ".kp-country .kp-cell.lit[aria-label*=': field ']");
    const label = await page.evaluate(() => document.activeElement.getAttribute("aria-label"));
    const [, number, kind] = label.match(/: field (\d+): ([^;]+);/);
    await page.keyboard.press("Enter");
    const offered = await page.locator(".action-list button.action:visible").allTextContents();
    assert.ok(offered.length >= 1, "the field offers its plays");
    assert.ok(offered.every((a) => a.includes(`the ${kind} of board`) && a.includes(`(field ${number})`)),
      `only this field's plays: ${offered}`);
    assert.ok(await page.locator(".kp-cell.picked").count() === 1, "the field is marked as chosen");

    // The keyp field of a free board plays the keyper at once.
    const before = await moves(page);
    await tabTo(page, ".kp-country .kp-cell.lit[aria-label^='Keyp']");
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
    await steady(page);
    const keypers = await page.locator(".kp-country use.kp-keyper").count();
    assert.ok(keypers >= 1, "the keyper stands on its keyp field");
    assert.match(await page.locator(".kp-last-move").textContent(), /^Last move/);
    assert.deepEqual(problems, []);
  });

test("the pieces' details by keyboard and pointer: a building's both sides in words, shown and described to screen readers; axe finds nothing serious",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser({ viewport: { width: 1280, height: 900 } });
    t.after(close);
    await startGame(page, server.url, "keyper", ["human", "beginner", "beginner", "beginner"], 5);
    assert.equal(await settled(page), "act");
    await steady(page);
    // Tab from the heading to the first building of the display: its detail shows, in words.
    await page.locator(".kp-board h2").click();
    await tabTo(page, ".kp-display .kp-village [data-d], .kp-display .kp-farm [data-d]");
    const id = await page.evaluate(() => document.activeElement.getAttribute("aria-describedby"));
    const name = await page.evaluate(() => document.activeElement.textContent.trim());
    const panel = await page.locator(".kp-detail").textContent();
    const described = await page.evaluate((id) => document.getElementById(id).textContent, id);
    assert.equal(panel, described, "the panel shows the focused building's description");
    assert.ok(panel.startsWith(`${name}: `), `the detail names the building: ${panel}`);
    assert.match(panel, /(farm|village) building.*Build cost: .+\..* Base side: .+; scores: .+\. Upgraded side \(upgrade: any (raw material|finished good) or wheat\): .+; scores: .+\. \(reconstructed: not from the printed game — .*build cost.*\)\.$/, panel);
    assert.ok(await page.locator(".kp-detail").isVisible(), "the panel is on the screen");
    // The browser's accessibility tree gives the focused building that detail as its description.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    await cdp.detach();
    assert.ok(nodes.some((n) => n.name?.value === name && n.description?.value === panel),
      `"${name}" is described by its detail in the accessibility tree`);
    // A field says what it gives per keyple, on hovering it.
    await page.locator(".kp-country .kp-cell[data-d]").nth(2).hover();
    assert.match(await page.locator(".kp-detail").textContent(), /field: Each good or action: .+ a keyple alone earns 1/);
    // The viewer's own dealt fair says its goods, points and season when focused.
    await page.locator(".kp-fair-known[data-d]").first().focus();
    assert.match(await page.locator(".kp-detail").textContent(), /^Fair \(spring\): at the end of spring show .+ → \d points/);
    assert.equal(await page.locator(".kp-fair-card.face-down[data-d]").count(), 0, "a fair face down has no detail");
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(problems, []);
  });

/** Resumes a save (by default `keyper-2p-mid`, Greta, a person, against a Beginner bot) cut after
 * `at` moves, in a browser of its own, past the hand-off if there is one; returns the page, its
 * problems and the save's id. */
async function resumeCut(t, at, file = "keyper-2p-mid") {
  const { page, problems, close } = await browser();
  t.after(close);
  const save = JSON.parse(readFileSync(`tests/fixtures/saves/${file}.json`, "utf8"));
  save.actions = save.actions.slice(0, at);
  await open(page, server.url);
  await page.evaluate((save) => {
    localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 }));
    localStorage.setItem(`keydom.save.${save.id}`, JSON.stringify(save));
  }, save);
  await open(page, server.url, "#/saves");
  await page.getByText("Resume").click();
  await page.waitForSelector(".kp-board, .handoff button");
  if (await page.locator(".handoff button").count()) await page.click(".handoff button");
  await page.waitForSelector(".kp-board");
  assert.equal(await moves(page), at, "the cut save resumes where it was cut");
  return { page, problems, id: save.id };
}

/** Tabs to the board's place `selector`, checks its name matches `name`, presses Enter and, when
 * that makes a move, returns the move as saved. */
async function pointByKey(page, id, selector, name) {
  await tabTo(page, selector);
  assert.match(await page.evaluate(() => document.activeElement.textContent), name);
  const before = await moves(page);
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
  const saved = await page.evaluate((id) => JSON.parse(localStorage.getItem(`keydom.save.${id}`)).actions, id);
  return saved[before];
}

test("pointing by keyboard declines an invitation, lays the keyp tile's keyples down for goods and rests keyples",
  { timeout: 300000 }, async (t) => {
    // Move 6 of the save: the bot has played onto an empty field and Greta may follow or decline.
    let { page, problems, id } = await resumeCut(t, 6);
    assert.equal(await page.locator(".kp-board").getAttribute("data-phase"), "invite");
    assert.equal(await page.locator(".kp-decline .kp-pick").count(), 1, "one control declines, beside the field");
    assert.deepEqual(await pointByKey(page, id, ".kp-decline .kp-pick", /^✕ Decline the invitation$/), [0, "Decline"]);
    assert.deepEqual(problems, []);

    // Move 87: Greta's keyper went out, and a grey and two light green keyples rest on her keyp tile.
    ({ page, problems, id } = await resumeCut(t, 87));
    assert.equal(await page.locator(".kp-board").getAttribute("data-phase"), "keyp-tile");
    const grey = ".kp-player.own .kp-pick[data-focus='keyp-tile-grey']";
    await tabTo(page, grey);
    assert.match(await page.evaluate(() => document.activeElement.textContent), /grey: lay down for a good/);
    await page.keyboard.press("Enter");
    // The grey keyple offers a raw material of choice, or nothing; the stones in the stores narrow it to one.
    const offered = await page.locator(".action-list button.action:visible").allTextContents();
    assert.ok(offered.length >= 2 && offered.every((a) => /grey/i.test(a)), `the grey keyple's goods: ${offered}`);
    assert.equal(await page.locator(`${grey}.picked`).count(), 1, "the keyple is marked as chosen");
    const stone = await pointByKey(page, id, ".kp-player.own .kp-pick[data-focus='store-stone']", /stone/i);
    assert.deepEqual(stone, [0, { KeypGood: { colour: "Grey", good: { Raw: "Stone" } } }]);
    assert.deepEqual(problems, []);

    // Move 38: the new season, and Greta has more keyples than her team may hold: she rests some.
    ({ page, problems, id } = await resumeCut(t, 38));
    assert.equal(await page.locator(".kp-board").getAttribute("data-phase"), "rest");
    const rest = await pointByKey(page, id, ".kp-player.own .kp-pick[data-focus='keyp-area-light-green']",
      /light green: rest on the keyp tile/);
    assert.deepEqual(rest, [0, { Rest: { colour: "LightGreen" } }]);
    assert.deepEqual(problems, []);
  });

test("at a season's end (data version 3) a person decides which fairs to hold, pointing at a fair beside their board by keyboard",
  { timeout: 180000 }, async (t) => {
    // Move 178 of the version-3 save: summer ends and Greta could hold a winter fair.
    const { page, problems, id } = await resumeCut(t, 178, "keyper-4p-at178-v3");
    assert.equal(await page.locator(".kp-board").getAttribute("data-phase"), "fairs");
    assert.match(await page.locator(".kp-board h2").textContent(), /Holding fairs/);
    assert.equal(await page.locator(".kp-player:not(.own) .kp-pick").count(), 0, "nothing to point at in the others' areas");
    const fairs = page.locator(".kp-player.own .kp-pick[data-focus^='fair-']");
    assert.ok(await fairs.count() >= 1, "a fair to hold is a button beside Greta's board");
    const focus = await fairs.first().getAttribute("data-focus");
    const fair = Number(/^fair-(\d+)$/.exec(focus)[1]);
    const held = await pointByKey(page, id, `.kp-player.own .kp-pick[data-focus='${focus}']`, /→ \d+ points/);
    assert.deepEqual(held, [0, { HoldFair: { fair } }]);
    assert.deepEqual(problems, []);
  });

test("on a phone the plots' words are 11 px or more and pan sideways; the fit button shows them whole",
  { timeout: 120000 }, async (t) => {
    const { page, problems } = await resumeCut(t, 87);
    await page.setViewportSize({ width: 375, height: 812 });
    /** The smallest words drawn on the plots (the keyples' letters aside), in pixels on the screen. */
    const smallest = () => page.locator(".kp-players").evaluate((list) => Math.min(...[...list.querySelectorAll(".kp-plots tspan:not(.kp-kl)")]
      .map((s) => parseFloat(getComputedStyle(s).fontSize) * s.closest("svg").getScreenCTM().a)));
    /** The plots' drawings reaching past the screen's width. */
    const past = () => page.locator(".kp-players").evaluate((list) => [...list.querySelectorAll(".kp-plots")]
      .filter((svg) => svg.getBoundingClientRect().right > innerWidth + 1).length);
    assert.ok(await smallest() >= 11, `the plots' words at ${(await smallest()).toFixed(1)} px`);
    assert.ok(await past() > 0, "the plots are wider than the screen");
    assert.ok(await page.locator(".kp-player .pan").first().evaluate((p) => p.scrollWidth > p.clientWidth), "and pan sideways");
    const fit = page.getByRole("button", { name: "Fit the whole board" });
    await fit.focus();
    await page.keyboard.press("Enter");
    assert.equal(await past(), 0, "fitted, every plot is on the screen");
    assert.equal(await page.evaluate(() => document.scrollingElement.scrollWidth), 375, "and the page does not scroll sideways");
    assert.deepEqual(problems, []);
  });

test("two people and a bot: at every view nobody sees another seat's dealt fairs, and the hand-off hides the board",
  { timeout: 900000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const seed = 23;
    const id = await startGame(page, server.url, "keyper", ["human", "human", "beginner"], seed);
    const { handoffs, ownSecretsSeen, undone } =
      await playOut(page, server.url, seeded(seed), { reloadAt: 1e9, people: 2, game: kp, assert });
    assert.ok(handoffs > 10, `hand-offs: ${handoffs}`);
    assert.ok(ownSecretsSeen > 10, `each person saw their own fairs: ${ownSecretsSeen}`);
    assert.ok(undone, "a move was taken back");
    await assertEngineScore(page, id, assert);
    assert.deepEqual(problems, []);
  });

test("the card and the About page say plainly that the boards, ships, fairs and costs are our reconstruction, with the data version",
  async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await open(page, server.url, "#/");
    const mark = page.locator(".game-card[data-game=keyper] .reconstructed-mark");
    assert.match(await mark.textContent(), /country boards, ships, fairs and build costs are our reconstruction.* · data version 3$/);
    assert.equal(await page.locator(".game-card .reconstructed-mark").count(), 1, "only the game mostly of our design");
    await mark.locator("a").click();
    await page.waitForSelector(".reconstructed[data-game=keyper] .designed");
    assert.match(await page.locator(".reconstructed[data-game=keyper] .designed").textContent(), /data version 3\. Checked in bot games \(most recently with data version 2/);
    assert.ok(await page.locator(".reconstructed[data-game=keyper] dt").count() >= 10, "every reconstructed value listed");
    assert.deepEqual(problems, []);
  });

test("a 4-player save late in the game, two people and two bots, is played to the end: hand-offs, nobody sees another's fairs, undo, reload, the engine's score and its details",
  { timeout: 600000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const save = readFileSync("tests/fixtures/saves/keyper-4p-late85.json", "utf8");
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
    const { handoffs, reloaded, undone } =
      await playOut(page, server.url, seeded(43), { reloadAt: at + 20, people: 2, game: kp, assert });
    assert.ok(reloaded, "the game was reloaded on the way");
    assert.ok(handoffs > 2, `the device was handed over (${handoffs} times)`);
    assert.ok(undone, "a decision was taken back");
    assert.equal(await page.locator(".kp-board").getAttribute("data-phase"), "over");
    await assertEngineScore(page, id, assert);
    const lines = await assertScoreDetail(page, id, assert);
    assert.ok(lines >= 8, `every seat's shipping and buildings are itemised: ${lines} lines`);
    assert.deepEqual(problems, []);
    t.diagnostic(`${await moves(page) - at} moves from the save, ${handoffs} hand-offs, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
