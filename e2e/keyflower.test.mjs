// Keyflower played to the end through the page (release build, Debian's Chromium): a 2-player
// game, a person against a Beginner bot, choosing among the offered legal actions with a seeded
// random pick, reloading in the middle (resumed from the saved-games list), and checking the
// final score sheet against the engine's replay of the same record. A second test points at the
// board: a tile up for auction offers its bid and use, a keyple adds a worker at once, confirming places the bid.
// A rulebook example points at a transport and an upgrade (one click moves the only resource that
// can go; the upgradeable tile shows its other side and cost before the list confirms it). At 4
// players, every village fits the screen (desktop and phone); the one in focus zooms and pans
// by its buttons, the wheel and keys, and a thumbnail opens on a click or its button; the village
// opened and its camera survive a move, and leaving the page (inside the app) forgets them.
// A third resumes a 6-player save from late autumn (two people, four bots) and plays it to the
// score sheet, with every view checked for another seat's screen, winter tiles and contracts.
// A fourth reaches the tiles' details by keyboard (both sides in words, what a place asks now)
// and checks, at 1280 px with 2 and 6 players, that every row of tiles fits without scrolling
// and that axe finds nothing serious. With The Merchants, a held contract is traded in from the
// list and by pointing at it with the keyboard.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { assertEngineScore, assertScoreDetail, browser, choose, moves, open, playOut, seeded, serve, settled, startGame, steady, violations } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** Keyflower for the shared play-out: its board, what is secret (one's screen, winter tiles in hand). */
const kf = { board: ".kf-board", secrets: ".kf-screen.open, .kf-hand", own: ".kf-screen.open" };

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
    const lines = await assertScoreDetail(page, id, assert);
    // Each line says the rule it scored by, in its own column.
    const rules = await page.locator(".score-detail tbody td.rule").allTextContents();
    assert.ok(rules.length > 0 && rules.every((r) => /\d+ VP/.test(r)), `every line says its rule: ${rules}`);
    assert.ok(await page.locator(".score-detail tbody td.rule").first().isVisible(), "the rules' column is shown");
    const played = await moves(page);
    assert.deepEqual(problems, []);
    t.diagnostic(`${played} moves, ${lines} lines of detail, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

test("pointing at the board: a tile up for auction offers its bid and use, a keyple adds a worker at once, confirm places them",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await startGame(page, server.url, "keyflower", ["human", "beginner"], 5);
    await page.waitForSelector(".kf-board[data-phase=turns]");
    await steady(page);
    // The phase's help comes with the tiles' words, loaded after the board.
    await page.waitForFunction(() => document.querySelector(".kf-help [data-help=turns]")?.textContent.length > 0);
    assert.match(await page.locator(".kf-help [data-help]").textContent(), /^Whoever's turn it is places workers/);
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
    // Gathering: the keyples behind one's screen are buttons; one can mean nothing but adding a
    // worker of its colour, so a press adds it at once.
    const keyple = page.locator(".kf-screen.open .kf-pick.lit").first();
    await keyple.focus();
    const gathered = await moves(page);
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, gathered);
    assert.match(await page.locator(".kf-gathering").textContent(), /Being placed/);
    const n = await moves(page);
    await page.locator(".action-list button.action:visible", { hasText: "Confirm" }).first().click();
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, n);
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
    // The table's move count as it is first drawn: the bots (with no pause) may move before a
    // later read, so an observer keeps the first value seen.
    await page.evaluate(() => new MutationObserver((_, seen) => {
      const table = document.querySelector(".table");
      if (table) { window.firstMoves = Number(table.dataset.moves); seen.disconnect(); }
    }).observe(document.body, { childList: true, subtree: true }));
    await page.getByText("Resume").click();
    await page.waitForSelector(".table");
    assert.equal(await page.evaluate(() => window.firstMoves), JSON.parse(save).actions.length,
      "the save resumes at its last move");
    const at = await moves(page);
    const started = Date.now();
    const { handoffs, reloaded, undone, ownSecretsSeen } =
      await playOut(page, server.url, seeded(41), { reloadAt: at + 30, people: 2, game: kf, assert });
    assert.ok(reloaded, "the game was reloaded on the way");
    assert.ok(handoffs > 4, `the device was handed over (${handoffs} times)`);
    assert.ok(ownSecretsSeen > 0, "a person saw their own screen while the others' stayed hidden");
    assert.ok(undone, "a decision was taken back");
    assert.equal(await page.locator(".kf-board").getAttribute("data-phase"), "over");
    await assertEngineScore(page, id, assert);
    await assertScoreDetail(page, id, assert);
    assert.deepEqual(problems, []);
    t.diagnostic(`${await moves(page) - at} moves from the save, ${handoffs} hand-offs, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

test("pointing at a transport and an upgrade: one click moves the only resource, the upgradeable tile shows its other side and cost first",
  { timeout: 60000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    // The rulebook example "transport, then upgrade", at its third move: Anna's home tile is in use.
    await page.goto(`${server.url}#/embed/scenario/keyflower/transport-upgrade?step=3&interactive=1`);
    await page.waitForSelector(".kf-board .kf-village-box.focus");
    assert.match(await page.locator(".kf-transport").textContent(), /Transport: 1 capacity left · 1 upgrades left/);
    const tried = () => page.locator(".embed-try").getAttribute("data-tried").then(Number);
    // The stone on the home tile can go one way only: one click carries it.
    await page.locator(".kf-village-box.focus .kf-hex.lit[aria-label^='home tile']").click();
    await page.waitForFunction(() => document.querySelector(".embed-try").dataset.tried === "1");
    assert.match(await page.locator(".kf-transport").textContent(), /0 capacity left/);
    assert.match(await page.locator(".kf-village-box.focus .kf-hex[aria-label^='Gold Mine']").getAttribute("aria-label"), /stone/);
    // The Gold Mine can be upgraded: a click shows its other side and what it costs, and changes nothing yet.
    await page.locator(".kf-village-box.focus .kf-hex.lit[aria-label^='Gold Mine']").click();
    const preview = page.locator("p.kf-preview");
    await preview.waitFor();
    assert.match(await preview.textContent(), /^Gold Mine — other side: ▲ \d+ VP · upgrade cost: .+/);
    assert.equal(await page.locator(".kf-up.kf-preview").count(), 1, "the tile is drawn with its other side");
    assert.equal(await tried(), 1, "nothing is done before the choice is confirmed");
    await page.locator(".embed-try button.action", { hasText: "Upgrade Gold Mine" }).click();
    await page.waitForFunction(() => document.querySelector(".embed-try").dataset.tried === "2");
    assert.match(await page.locator(".kf-village-box[data-seat='0'] .kf-hex[aria-label^='Gold Mine']").getAttribute("aria-label"), /upgraded/);
    assert.equal(await preview.count(), 0);
    assert.deepEqual(problems, []);
  });

test("The Merchants: a held contract is traded in from the list or by pointing at it with the keyboard, in words that say what it shows and brings",
  { timeout: 60000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    // The Merchants' example "contract" before its last move: Anna holds contract no. 14 (saw + wood).
    await page.goto(`${server.url}#/embed/scenario/keyflower/contract?step=5&interactive=1`);
    const held = page.locator(".embed-try .kf-screen.open .kf-contract-held .kf-pick.lit");
    await held.waitFor();
    assert.match(await held.textContent(), /no\. 14 \(saw \+ wood\)/);
    const tried = () => page.locator(".embed-try").getAttribute("data-tried").then(Number);
    const wood = "Trade in contract no. 14 (saw + wood): 1 wood onto your home tile";
    // The list, unfolded, offers each trade in words.
    await page.locator(".embed-try details.as-list summary").click();
    const listed = await page.locator(".embed-try details.as-list button.action").allTextContents();
    assert.ok(listed.map((a) => a.trim()).includes(wood), `the wood trade is listed: ${listed}`);
    assert.ok(listed.some((a) => a.trim() === "Trade in contract no. 14 (saw + wood): 1 saw"), `and the saw: ${listed}`);
    // By keyboard: the held contract on the screen offers its trades, and plays nothing yet.
    await held.focus();
    await page.keyboard.press("Enter");
    const offered = page.locator(".embed-try .action-list > ul button.action");
    await page.waitForFunction(() => [...document.querySelectorAll(".embed-try .action-list > ul button.action")]
      .some((b) => b.textContent.includes("Trade in contract")));
    const texts = (await offered.allTextContents()).map((a) => a.trim());
    assert.ok(texts.every((a) => a.startsWith("Trade in contract no. 14")), `only its trades: ${texts}`);
    assert.equal(await tried(), 0, "a click on a contract trades nothing by itself");
    await page.locator(".embed-try .action-list > ul button.action", { hasText: "1 wood" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector(".embed-try").dataset.tried === "1");
    // The contract is gone from the screen, the wood lies on the home tile, the log says so.
    assert.equal(await page.locator(".embed-try .kf-screen.open .kf-contract-held").count(), 0);
    const home = page.locator(".embed-try .kf-village-box[data-seat='0'] .kf-hex[aria-label^='home tile']").first();
    assert.match(await home.getAttribute("aria-label"), /wood/);
    assert.deepEqual(problems, []);
  });

/** The villages' drawings that do not lie wholly within the screen. */
const outside = (page) => page.locator(".kf-board").evaluate(() => [...document.querySelectorAll(".kf-village")]
  .map((svg) => svg.getBoundingClientRect())
  .filter((r) => r.left < -1 || r.right > innerWidth + 1 || r.height > innerHeight)
  .map((r) => `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.height)}`));

for (const [screen, size] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]]) {
  test(`4 players on a ${screen}: every village fits; the one in focus zooms and pans, a thumbnail opens`,
    { timeout: 120000 }, async (t) => {
      const { page, problems, close } = await browser();
      t.after(close);
      await page.setViewportSize(size);
      await startGame(page, server.url, "keyflower", ["human", "beginner", "beginner", "beginner"], 12);
      await page.waitForSelector(".kf-board .kf-village-box.focus");
      await steady(page);
      assert.equal(await page.locator(".kf-village").count(), 4);
      assert.deepEqual(await outside(page), [], "every village lies within the screen");
      const focus = page.locator(".kf-village-box.focus > .kf-village");
      const zoom = () => focus.getAttribute("data-zoom").then(Number);
      const width = () => focus.getAttribute("viewBox").then((b) => Number(b.split(" ")[2]));
      assert.equal(await page.locator(".kf-village-box.focus").getAttribute("data-seat"), "0", "one's own village first");
      const whole = await width();
      await page.getByRole("button", { name: "Zoom in" }).click();
      assert.equal(await zoom(), 1.25);
      assert.ok(await width() < whole, "zoomed in, a smaller part shows");
      // The arrow keys pan, + zooms further, 0 shows it whole again.
      await focus.focus();
      const before = await focus.getAttribute("viewBox");
      await page.keyboard.press("ArrowLeft");
      assert.notEqual(await focus.getAttribute("viewBox"), before, "the arrow key pans");
      await page.keyboard.press("+");
      assert.equal(await zoom(), 1.56);
      await page.keyboard.press("0");
      assert.equal(await zoom(), 1);
      // The wheel zooms (and does not scroll the page); the button shows it whole.
      const box = await focus.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -100);
      await page.waitForFunction(() => document.querySelector(".kf-village-box.focus > .kf-village").dataset.zoom !== "1.00");
      await page.getByRole("button", { name: "Show all of it" }).click();
      assert.equal(await zoom(), 1);
      assert.equal(await width(), whole);
      // A thumbnail opens on a click; another by its button and the keyboard.
      const thumb = page.locator(".kf-village-box:not(.focus)").first();
      const seat = await thumb.getAttribute("data-seat");
      await thumb.locator(".kf-village").click();
      assert.equal(await page.locator(".kf-village-box.focus").getAttribute("data-seat"), seat);
      assert.equal(await page.locator(".kf-village-box.focus").count(), 1);
      const other = page.locator(".kf-village-box:not(.focus)").last();
      const next = await other.getAttribute("data-seat");
      await other.locator(".kf-open").focus();
      await page.keyboard.press("Enter");
      assert.equal(await page.locator(".kf-village-box.focus").getAttribute("data-seat"), next);
      assert.ok(await page.evaluate(() => document.activeElement.matches(".kf-village-box.focus > .kf-village")),
        "the opened village has the focus");
      assert.deepEqual(await outside(page), [], "opened, every village still lies within the screen");
      // The board drawn anew (a move) keeps the village opened, and its camera.
      await page.getByRole("button", { name: "Zoom in" }).click();
      await choose(page, 0);
      await page.waitForSelector(".kf-village-box.focus");
      assert.equal(await page.locator(".kf-village-box.focus").getAttribute("data-seat"), next);
      assert.equal(await zoom(), 1.25, "the camera survives the redraw");
      // The page's memory goes with the page: leaving it (inside the app) and coming back shows
      // one's own village again, whole.
      const table = await page.evaluate(() => location.hash);
      await page.evaluate(() => { location.hash = "#/"; });
      await page.waitForSelector(".kf-board", { state: "detached" });
      await page.evaluate((hash) => { location.hash = hash; }, table);
      await page.waitForSelector(".kf-board .kf-village-box.focus");
      assert.equal(await page.locator(".kf-village-box.focus").getAttribute("data-seat"), "0", "a fresh page: one's own village");
      assert.equal(await zoom(), 1, "a fresh page: shown whole");
      assert.deepEqual(problems, []);
    });
}

test("an embed shows one part of the table: the auction, the players, or says which parts there are",
  { timeout: 60000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const part = async (name) => {
      await page.goto("about:blank");
      await page.goto(`${server.url}#/embed/scenario/keyflower/outbid?part=${name}`);
      await page.waitForSelector(`.kf-board[data-part=${name}]`);
      return page.locator(".kf-board").evaluate((b) => ({
        cards: b.querySelectorAll(".kf-card").length, players: b.querySelectorAll(".kf-player").length,
        supply: b.querySelectorAll(".kf-supply").length,
      }));
    };
    const auction = await part("auction");
    assert.ok(auction.cards > 0 && auction.players === 0 && auction.supply === 0, JSON.stringify(auction));
    const players = await part("players");
    assert.ok(players.cards === 0 && players.players >= 2 && players.supply === 0, JSON.stringify(players));
    await page.goto("about:blank");
    await page.goto(`${server.url}#/embed/scenario/keyflower/outbid?part=dice`);
    await page.waitForSelector(".notice.error");
    assert.match(await page.locator(".notice.error").textContent(), /no part “dice”; there are: auction, boats, contracts, supply, players/);
    assert.deepEqual(problems, []);
  });

for (const players of [2, 6]) {
  test(`tile details by keyboard; at 1280 px with ${players} players every row fits and axe finds nothing serious`,
    { timeout: 120000 }, async (t) => {
      const { page, problems, close } = await browser({ viewport: { width: 1280, height: 900 } });
      t.after(close);
      const kinds = ["human", ...Array(players - 1).fill("beginner")];
      await startGame(page, server.url, "keyflower", kinds, 7);
      await page.waitForSelector(".kf-board[data-phase=turns]");
      await steady(page);
      // Every tile up for auction, boat and turn-order tile is drawn as a face with its symbols.
      const cards = await page.locator(".kf-row .kf-card:not(.kf-contract)").count();
      assert.equal(await page.locator(".kf-row .kf-card .kf-face").count(), cards, "a face on every card");
      assert.ok(await page.locator(".kf-village .kf-sym").count() > 0, "the home tiles show what they do");
      // Tab from the heading to the first tile up for auction: its detail shows, in words.
      await page.locator(".kf-board h2").click();
      let focused = null;
      for (let i = 0; i < 80 && !focused; i++) {
        await page.keyboard.press("Tab");
        focused = await page.evaluate(() => {
          const el = document.activeElement;
          return el?.closest(".kf-row") && el.dataset.d !== undefined ? el.getAttribute("aria-describedby") : null;
        });
      }
      assert.ok(focused, "a tile on the table is reached by Tab");
      await page.waitForFunction((id) => document.getElementById(id)?.textContent.length > 0, focused);
      const panel = await page.locator(".kf-detail").textContent();
      const described = await page.evaluate((id) => document.getElementById(id).textContent, focused);
      assert.equal(panel, described, "the panel shows the focused tile's description");
      assert.match(panel, /Base side: .*Upgrade for .*Next use: 1–6 workers, colour any\. Bids: none/, panel);
      // Every tile in the village in focus is reached by keyboard too, with its words.
      const home = page.locator(".kf-village-box.focus .kf-hex[data-d]").first();
      await home.focus();
      assert.match(await page.locator(".kf-detail").textContent(), /^Home tile \d\. Base side: transport: capacity 1/);
      // The rows wrap: nothing is cut off or scrolled out of view.
      const rows = await page.$$eval(".kf-row", (rs) => rs.map((r) => [r.scrollWidth, r.clientWidth]));
      assert.ok(rows.length >= 3, `the auction, turn-order and boat rows: ${rows.length}`);
      for (const [scroll, client] of rows) assert.ok(scroll <= client, `a row fits: ${scroll} > ${client}`);
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(problems, []);
    });
}

test("a line of the game log about a tile marks that tile on the board while it has the focus or the pointer",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await startGame(page, server.url, "keyflower", ["human", "beginner"], 5);
    assert.equal(await settled(page), "act");
    // A bid by the person, so that the log has a line about a tile up for auction.
    const n = await moves(page);
    await page.locator(".kf-card .kf-pick.lit").first().click();
    await page.locator(".action-list button.action:visible", { hasText: "Bid on" }).first().click();
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, n);
    await page.locator(".kf-screen.open .kf-pick.lit").first().click();
    await page.locator(".action-list button.action:visible", { hasText: "Confirm" }).first().click();
    assert.equal(await settled(page), "act");
    // The lines about places, with their places; the bid's names one tile, on the board.
    const lines = await page.$$eval(".game-log li[data-places]", (items) => items.map((li) => ({
      text: li.textContent, keys: [...new Set(li.dataset.places.split(" "))].sort(),
    })));
    const at = lines.findIndex((l) => / bids /.test(l.text));
    assert.ok(at >= 0, `a line about the bid: ${JSON.stringify(lines)}`);
    const bid = lines[at];
    const place = page.locator(`.kf-board [data-place="${bid.keys[0]}"]`);
    assert.equal(await place.count(), 1, `the board has the place ${bid.keys}`);
    const pointed = () => page.$$eval("[data-pointed]", (els) => [...new Set(els.map((e) => e.dataset.place))].sort());
    assert.deepEqual(await pointed(), [], "nothing marked before");

    const line = page.locator(".game-log li[data-places]").nth(at);
    await line.focus();
    assert.deepEqual(await pointed(), bid.keys, "the focused line's tile is marked on the board");
    assert.equal(await place.evaluate((el) => getComputedStyle(el).outlineStyle), "solid", "and the mark is drawn");
    // The arrow keys take the focus, and the mark, to the next line about places.
    if (lines.length > 1) {
      await page.keyboard.press(at === 0 ? "ArrowDown" : "ArrowUp");
      const keys = await page.evaluate(() => document.activeElement.dataset.places?.split(" "));
      assert.ok(keys, "the focus moved to another line about places");
      assert.ok((await pointed()).every((k) => keys.includes(k)), "the mark follows the focus");
      await line.focus();
    }
    // The focus leaving the log takes the mark away.
    await page.locator(".action-list button.action").first().focus();
    assert.deepEqual(await pointed(), [], "the mark goes with the focus");
    // The pointer does the same.
    await line.hover();
    assert.deepEqual(await pointed(), bid.keys, "the line under the pointer marks its tile");
    await page.mouse.move(1, 1);
    assert.deepEqual(await pointed(), [], "and the mark goes when the pointer leaves");
    assert.deepEqual(problems, []);
  });

test("on a phone, once the next person is ready after a hand-off, the last move's marks are brought into view",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await page.setViewportSize({ width: 390, height: 600 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await startGame(page, server.url, "keyflower", ["human", "human"], 5);
    if (await settled(page) === "handoff") await page.click(".handoff button.primary");
    assert.equal(await settled(page), "act");
    // The first person bids on a tile up for auction and confirms; the device goes to the second.
    await page.locator(".kf-card .kf-pick.lit").first().click();
    await page.locator(".action-list button.action:visible", { hasText: "Bid on" }).first().click();
    await page.locator(".kf-screen.open .kf-pick.lit").first().click();
    await page.locator(".action-list button.action:visible", { hasText: "Confirm" }).first().click();
    assert.equal(await settled(page), "handoff");
    await page.evaluate(() => scrollTo(0, 0));
    const height = await page.evaluate(() => innerHeight);
    await page.keyboard.press("Enter");
    assert.equal(await settled(page), "act");
    // With reduced motion the page jumps at once, in the frame after the board is drawn.
    await page.waitForFunction(() => [...document.querySelectorAll(".board-area .last")].some((el) => {
      const r = el.getBoundingClientRect();
      return r.top > -1 && r.left > -1 && r.bottom < innerHeight + 1 && r.right < innerWidth + 1;
    }), null, { timeout: 2000 });
    const marks = await page.$$eval(".board-area .last", (els) => els.map((el) => el.getBoundingClientRect().top + scrollY));
    assert.ok(marks.length > 0 && marks.every((top) => top >= height), `the marks started below the fold: ${marks}`);
    assert.deepEqual(problems, []);
  });
