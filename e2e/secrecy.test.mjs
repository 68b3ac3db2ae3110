// While a game is running, no page shows a seat's secrets to anyone but that seat: the replay
// and the embed of a save and of a shared link show the table, or one person's view behind a
// hand-off; never a bot's. A lone person's own save shows their seat at once, as the table
// page does. (The table page itself is checked move by move in key_market and nuernberg.)
// Keyper's dealt fairs stay with their seat on every one of these routes.
// Seats in addresses count from 1; the pages' data-seat attributes from 0.
// On the table page of every game, the page behind a hand-off holds nothing of the next person's
// (no log, no choices, no board) in its DOM text or its accessibility tree, and the hand-off is a
// modal dialog: named, with the focus on "I am ready" and Tab kept inside it.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, choose, foreignSecrets, moves, seeded, serve, settled, shareLink, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** Each game's board and its secret pieces (whose owner `foreignSecrets` finds). */
const GAMES = {
  "key-market": { board: ".km-board", secrets: ".km-gold, .km-goods" },
  nuernberg: { board: ".nb-board", secrets: ".nb-plan, .nb-taler" },
  // Keyper's only secrets: each player's dealt fairs until held (shown face up as .kp-fair-known).
  keyper: { board: ".kp-board", secrets: ".kp-fair-known" },
  // Keyflower's: each player's screen (opened to its owner) and winter tiles in hand.
  keyflower: { board: ".kf-board", secrets: ".kf-screen.open, .kf-hand" },
};

/** How many of `seat`'s own secret pieces the page shows. */
const own = (page, game, seat) => page.$$eval(`:is(${game.secrets})`, (found, seat) => found
  .filter((e) => e.closest("[data-seat]").dataset.seat === seat).length, String(seat));

/** Plays `count` moves with seeded picks, confirming every hand-off, and leaves the game running. */
async function playSome(page, count, rng) {
  while (await moves(page) < count) {
    const state = await settled(page);
    assert.notEqual(state, "over", "the game is still running");
    if (state === "handoff") await page.click(".handoff button");
    else await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
  }
  await steady(page);
  if (await page.locator(".handoff button").count()) await page.click(".handoff button");
  // Keyper's folded list, once opened, is long enough to cover the share link: fold it again.
  await page.evaluate(() => document.querySelectorAll("details.as-list[open]").forEach((d) => { d.open = false; }));
}

/** Opens `hash` in a fresh page load and waits for a board, a hand-off or an error. */
async function visit(page, hash, game) {
  await page.goto("about:blank");
  await page.goto(server.url + hash);
  await page.waitForSelector(`${game.board}, .handoff, .notice.error`);
}

/** The page shows the table's view: a board and no seat's secrets. */
async function assertTable(page, game, where) {
  assert.equal(await page.locator(game.board).count(), 1, `${where}: a board`);
  assert.deepEqual(await foreignSecrets(page, game.secrets, null), [], `${where}: the table sees no seat's secrets`);
}

/** The page asks `name` to take the device and shows nothing of the game; once confirmed, it
 * shows `seat`'s own secrets and nobody else's. */
async function assertHandOff(page, game, seat, name, where) {
  assert.equal(await page.locator(".handoff .handoff-name").textContent(), name, `${where}: ${name} is asked for`);
  assert.equal(await page.locator(`${game.board}, ${game.secrets}`).count(), 0, `${where}: nothing before the hand-off`);
  await page.click(".handoff button");
  await page.waitForSelector(game.board);
  assert.deepEqual(await foreignSecrets(page, game.secrets, seat), [], `${where}: seat ${seat} sees only its own secrets`);
  assert.ok(await own(page, game, seat) > 0, `${where}: and does see its own`);
}

/** Every route of a running hot-seat game (two people): replay and embed, of the save and of a link. */
async function assertHotSeat(page, slug, id, payload) {
  const game = GAMES[slug];
  for (const source of [`save/${id}`, `link/${payload}`]) {
    await visit(page, `#/replay/${source}`, game);
    await assertTable(page, game, `replay/${source}`);
    assert.match(await page.locator(".replay-hidden").textContent(), /the table, or one person's view after a hand-off/);
    const n = Number(await page.locator(".replay").getAttribute("data-moves"));
    for (let k = 1; k <= n; k++) {
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction((s) => Number(document.querySelector(".replay").dataset.step) === s, k);
      assert.deepEqual(await foreignSecrets(page, game.secrets, null), [], `replay/${source}: the table at step ${k}`);
    }
    await page.selectOption(".replay-seat", "1");
    await assertHandOff(page, game, 1, "Bo", `replay/${source}, seat chosen`);
    await page.selectOption(".replay-seat", "0");
    await assertHandOff(page, game, 0, "Ada", `replay/${source}, the other seat chosen`);
    await visit(page, `#/replay/${source}?seat=2`, game);
    await assertHandOff(page, game, 1, "Bo", `replay/${source}?seat=2`);

    await visit(page, `#/embed/${source}`, game);
    await assertTable(page, game, `embed/${source}`);
    await visit(page, `#/embed/${source}?seat=1`, game);
    await assertHandOff(page, game, 0, "Ada", `embed/${source}?seat=1`);
    await visit(page, `#/embed/${source}?interactive=1`, game);
    assert.match(await page.locator(".handoff .handoff-name").textContent(), /^(Ada|Bo)$/, "trying moves starts with a hand-off");
    assert.equal(await page.locator(`${game.board}, ${game.secrets}, .action-list`).count(), 0);
  }
}

for (const [slug, count] of [["key-market", 30], ["nuernberg", 12], ["keyper", 12], ["keyflower", 12]]) {
  test(`${slug}: two people's running game shows the table, or one person's view after a hand-off, on every replay and embed route`,
    { timeout: 300000 }, async (t) => {
      const { page, problems, close } = await browser();
      t.after(close);
      const id = await startGame(page, server.url, slug, ["human", "human"], 5, ["Ada", "Bo"]);
      await playSome(page, count, seeded(5));
      const payload = (await shareLink(page)).split("#/link/")[1];
      await assertHotSeat(page, slug, id, payload);
      assert.deepEqual(problems, []);
    });
}

test("a lone person's save shows their own seat at once, a bot's view never; their link asks for a hand-off", async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  const game = GAMES["key-market"];
  const id = await startGame(page, server.url, "key-market", ["human", "beginner"], 9, ["Cy"]);
  await playSome(page, 20, seeded(9));
  const payload = (await shareLink(page)).split("#/link/")[1];

  await visit(page, `#/replay/save/${id}`, game);
  assert.equal(await page.locator(".handoff").count(), 0, "their own save needs no hand-off");
  assert.deepEqual(await foreignSecrets(page, game.secrets, 0), []);
  assert.ok(await own(page, game, 0) > 0, "they see their own gold and goods");
  assert.deepEqual(await page.locator(".replay-seat option").evaluateAll((o) => o.map((e) => e.value)), ["table", "0"],
    "the bot's seat is not offered");
  for (const hash of [`#/replay/save/${id}?seat=2`, `#/embed/save/${id}?seat=2`, `#/replay/link/${payload}?seat=2`]) {
    await visit(page, hash, game);
    assert.match(await page.locator(".notice.error").textContent(), /what .+ knows stays hidden until it is over/, hash);
    assert.equal(await page.locator(`${game.board}, ${game.secrets}`).count(), 0, hash);
  }
  await visit(page, `#/replay/link/${payload}`, game);
  await assertTable(page, game, "their link");
  await visit(page, `#/replay/link/${payload}?seat=1`, game);
  await assertHandOff(page, game, 0, "Cy", "their link, their seat");
  assert.deepEqual(problems, []);
});

/** Everything a reader could get from the page now: its DOM text (hidden parts too) and the
 * names and values of the nodes in its accessibility tree (from the browser's own, over CDP). */
async function readable(page) {
  const text = await page.evaluate(() => document.body.textContent);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const tree = nodes.filter((n) => !n.ignored).map((n) => `${n.name?.value ?? ""} ${n.value?.value ?? ""}`).join("\n");
  return { text, tree };
}

/** The words that only the person holding the device may read: the log and the choices, as the
 * page shows them once the hand-off is confirmed (long enough not to be part of any other text). */
const ownWords = (page) => page.$$eval(".game-log li, .action-list button.action",
  (found) => found.map((e) => e.textContent.trim()).filter((w) => w.length >= 16));

/** At a hand-off on the table page: nothing of `name`'s is readable behind it, it is a modal
 * dialog named for them with the focus on "I am ready", and Tab or Shift+Tab stays inside. */
async function assertModalHandOff(page, game, name, where) {
  // The hand-off screen takes the focus after its first paint.
  await page.waitForFunction(() => document.activeElement?.closest(".handoff"));
  // Everything is read first and asserted after the confirmation, the secrets first.
  const behind = await readable(page);
  const pieces = await page.locator(`${game.board}, ${game.secrets}, .game-log, .action-list, .score-sheet`).count();
  const snapshot = await page.locator(".handoff").ariaSnapshot();
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  const escapes = [];
  for (const keys of [["Tab"], ["Shift+Tab"], ["Tab", "Tab", "Tab", "Tab", "Tab"], ["Shift+Tab", "Shift+Tab", "Shift+Tab"]]) {
    await page.locator(".handoff button.primary").focus();
    for (const key of keys) await page.keyboard.press(key);
    if (await page.evaluate(() => document.activeElement?.closest(".handoff") === null)) escapes.push(keys.join(" "));
  }
  await page.click(".handoff button.primary");
  await page.waitForSelector(game.board);
  const words = await ownWords(page);
  assert.ok(words.length > 0, `${where}: ${name}'s view has a log or choices`);
  for (const w of words) {
    assert.ok(!behind.text.includes(w), `${where}: "${w}" was in the page behind the hand-off`);
    assert.ok(!behind.tree.includes(w), `${where}: "${w}" was in the accessibility tree behind the hand-off`);
  }
  assert.equal(pieces, 0, `${where}: no board, secret, log or choices in the page`);
  assert.match(snapshot, new RegExp(`^- dialog "Pass the device to ${name}"`), `${where}: the dialog's name`);
  assert.equal(focused, "I am ready", `${where}: the focus on "I am ready"`);
  assert.deepEqual(escapes, [], `${where}: these keys from "I am ready" left the dialog`);
}

for (const slug of Object.keys(GAMES)) {
  test(`${slug}: the page behind the table's hand-off holds nothing of the next person's, in its text or its accessibility tree, and the hand-off is modal`,
    { timeout: 300000 }, async (t) => {
      const { page, problems, close } = await browser();
      t.after(close);
      const game = GAMES[slug];
      await startGame(page, server.url, slug, ["human", "human"], 7, ["Ada", "Bo"]);
      const rng = seeded(7);
      let handoffs = 0;
      while (handoffs < 4) {
        const state = await settled(page);
        assert.notEqual(state, "over");
        if (state === "handoff") {
          const name = await page.locator(".handoff .handoff-name").textContent();
          await assertModalHandOff(page, game, name, `${slug}, hand-off ${handoffs + 1} (${name})`);
          handoffs++;
        } else {
          await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
        }
      }
      assert.deepEqual(problems, []);
    });
}
