// Hints (release build, Debian's Chromium): off until Settings turn them on for the game; then
// the person whose turn it is asks, the Strong bot thinks in the worker with a progress bar,
// and the hint names only legal actions (the list of choices' own words), at most three, with
// an estimate and its spread; the best is marked on the board and is the one choice left in
// the list; the count of hints is saved and survives a reload; axe finds nothing serious with
// the hint shown, in either theme; with German chosen, the panel is in German. Nürnberg and
// Keyflower get the same hint through the same code: it names legal actions and leaves the best
// alone in the list.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browser, countWorkerTraffic, open, serve, settled, startGame, violations, workerIdle } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** The choices listed now, folded ones included: data-index → words. */
const choices = (page) => page.$$eval(".action-list button.action",
  (buttons) => Object.fromEntries(buttons.map((b) => [b.dataset.index, b.textContent.trim()])));

/** The hint count saved for the first seat of slot `id`. */
const savedHints = (page, id) => page.evaluate((id) => JSON.parse(localStorage.getItem(`keydom.save.${id}`)).seats[0].hints ?? 0, id);

for (const scheme of ["light", "dark"]) {
  test(`a Key Market hint names legal actions, marks the best on the board and is counted in the save, ${scheme} theme`,
    { timeout: 240000 }, async (t) => {
      const { page, problems, close } = await browser();
      t.after(close);
      await page.emulateMedia({ colorScheme: scheme });
      const id = await startGame(page, server.url, "key-market", ["human", "beginner"], 11);
      assert.equal(await settled(page), "act");
      assert.equal(await page.locator(".ask-hint").count(), 0, "no hints until Settings turn them on");

      await open(page, server.url, "#/settings");
      await page.locator("input[name=hints][value=key-market]").check();
      await page.waitForSelector(".notice.info");
      assert.deepEqual(await page.evaluate(() => JSON.parse(localStorage.getItem("keydom.settings")).hints), ["key_market"]);
      assert.equal(await page.locator("input[name=hints][value=nuernberg]").isChecked(), false, "per game");

      await open(page, server.url, `#/play/${id}`);
      assert.equal(await settled(page), "act");
      const legal = await choices(page);
      assert.ok(Object.keys(legal).length > 1, "a real choice");
      assert.equal(await page.locator(".board-area :is(.picked, .reach)").count(), 0, "nothing marked before the hint");

      // Pressed with the keyboard: the button is reachable and named.
      await page.locator("button.ask-hint").focus();
      assert.equal(await page.locator("button.ask-hint").textContent(), "Hint");
      const asked = Date.now();
      await page.keyboard.press("Enter");
      await page.waitForSelector(".hint-result progress, .hint-lines li");
      await page.waitForSelector(".hint-lines li", { timeout: 120000 });
      // Reported, not checked (docs/bots.md, "Hints").
      t.diagnostic(`hint shown ${Date.now() - asked} ms after the key press`);

      const lines = await page.$$eval(".hint-lines li", (items) => items.map((li) => ({
        index: li.dataset.index, words: li.querySelector(".hint-words").textContent, text: li.textContent,
      })));
      assert.ok(lines.length >= 1 && lines.length <= 3, `${lines.length} lines`);
      for (const line of lines) {
        assert.equal(line.words, legal[line.index], `hint line ${line.index} names a legal action in the list's words`);
        assert.match(line.text, /win chance \d+ % ± \d+ % \(\d+ tries\)/);
      }
      assert.equal(new Set(lines.map((l) => l.index)).size, lines.length, "no action twice");
      assert.match(await page.locator(".hint-honest").textContent(), /estimate .* not the truth/);
      assert.equal(await page.locator(".hint-result").getAttribute("role"), "status");

      // The best is offered as a click on the board would: marked there, and alone in the list.
      assert.ok(await page.locator(".board-area :is(.picked, .reach)").count() > 0, "the best is marked on the board");
      const offered = await page.$$eval(".action-list button.action", (b) => b.map((x) => x.dataset.index));
      assert.deepEqual(offered, [lines[0].index]);
      assert.match(await page.locator(".hint-count").textContent(), /Hints so far: 1/);
      assert.equal(await savedHints(page, id), 1);
      assert.deepEqual(await violations(page), [], "axe with the hint shown");

      await page.reload();
      assert.equal(await settled(page), "act");
      assert.match(await page.locator(".hint-count").textContent(), /Hints so far: 1/, "the count survives a reload");
      assert.equal(await page.locator(".hint-lines li").count(), 0, "the hint itself is not kept");
      assert.deepEqual(problems, []);
    });
}

test("a hint can be stopped while it runs, and the score sheet of a finished game marks who used hints", { timeout: 120000 },
  async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await page.addInitScript(countWorkerTraffic);
    const id = await startGame(page, server.url, "key-market", ["human", "beginner"], 12);
    await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0, hints: ["key_market"] })));
    await page.reload();
    assert.equal(await settled(page), "act");
    await page.click("button.ask-hint");
    await page.click("button.ask-hint");
    await page.click("button.stop-hint");
    assert.equal(await page.locator(".hint-result progress").count(), 0, "stopped");
    assert.equal(await page.evaluate(() => document.activeElement.className), "quiet ask-hint", "the focus goes back to Hint");
    // Once the worker has answered all it was asked (a hint Stop did not end would ask on).
    await workerIdle(page);
    assert.equal(await page.locator(".hint-lines li").count(), 0, "a stopped hint shows nothing later");
    assert.equal(await page.locator(".board-area :is(.picked, .reach)").count(), 0);
    assert.equal(await savedHints(page, id), 1, "asking counts, once while the bot thinks");

    // A finished game whose first player asked for two hints (a fixture save, given a count).
    const save = JSON.parse(readFileSync("tests/fixtures/saves/key_market-2p-finished.json", "utf8"));
    save.seats[0] = { name: save.seats[0].name, kind: "human", hints: 2 };
    await page.evaluate((save) => localStorage.setItem(`keydom.save.${save.id}`, JSON.stringify(save)), save);
    await open(page, server.url, `#/play/${save.id}`);
    await page.waitForSelector(".score-sheet");
    const sheet = await page.locator(".score-sheet").textContent();
    assert.ok(sheet.includes(`${save.seats[0].name} (2 hints)`), sheet);
    assert.ok(!sheet.includes(`${save.seats[1].name} (`), "a seat without hints is not marked");
    assert.ok(!(await page.locator(".score-sheet .verdict").textContent()).includes("hints"), "the winners' sentence names players only");
    assert.deepEqual(problems, []);
  });

test("with German chosen, the hint panel speaks German: the button, the lines and their figures, the caveat, the count",
  { timeout: 180000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const id = await startGame(page, server.url, "key-market", ["human", "beginner"], 11);
    assert.equal(await settled(page), "act");
    // As a person would: German and hints for Key Market in Settings, then back to the game.
    await open(page, server.url, "#/settings");
    await page.check("input[value=de]");
    await page.locator("input[name=hints][value=key-market]").check();
    await open(page, server.url, `#/play/${id}`);
    assert.equal(await settled(page), "act");
    assert.equal(await page.getAttribute("html", "lang"), "de");
    const legal = await choices(page);
    const button = page.locator("button.ask-hint");
    assert.equal(await button.textContent(), "Tipp");
    await button.click();
    await page.waitForSelector(".hint-lines li", { timeout: 120000 });

    assert.equal(await page.locator(".hint-result p").first().textContent(), "Die besten Züge laut dem starken Bot:");
    const lines = await page.$$eval(".hint-lines li", (items) => items.map((li) => ({
      index: li.dataset.index, words: li.querySelector(".hint-words").textContent, text: li.textContent,
    })));
    assert.ok(lines.length >= 1 && lines.length <= 3, `${lines.length} lines`);
    for (const line of lines) {
      assert.equal(line.words, legal[line.index], `hint line ${line.index} names a legal action in the list's German words`);
      assert.match(line.text, /Siegchance \d+ % ± \d+ % \(\d+ Durchläufe\)$/);
    }
    assert.match(await page.locator(".hint-honest").textContent(), /^Die Zahlen sind eine Schätzung des Bots .* nicht die Wahrheit/);
    assert.equal(await page.locator(".hint-count").textContent(), "Tipps bisher: 1");
    assert.deepEqual(problems, []);
  });

// The page slug is the game's id in the settings for both.
for (const [game, name] of [["nuernberg", "Nürnberg"], ["keyflower", "Keyflower"]]) {
  test(`a ${name} hint names legal actions and offers the best`, { timeout: 180000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const id = await startGame(page, server.url, game, ["human", "beginner"], 5);
    // Settled first, and no reload: a reload while the page (or its service worker) still loads
    // the game's code aborts a request. The table reads the settings when it is drawn again.
    assert.equal(await settled(page), "act");
    await page.evaluate((game) => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0, hints: [game] })), game);
    await open(page, server.url, "#/");
    await open(page, server.url, `#/play/${id}`);
    assert.equal(await settled(page), "act");
    const legal = await choices(page);
    const asked = Date.now();
    await page.click("button.ask-hint");
    await page.waitForSelector(".hint-lines li", { timeout: 150000 });
    t.diagnostic(`hint shown ${Date.now() - asked} ms after the click`);
    const lines = await page.$$eval(".hint-lines li", (items) => items.map((li) => ({
      index: li.dataset.index, words: li.querySelector(".hint-words").textContent,
    })));
    assert.ok(lines.length >= 1 && lines.length <= 3, `${lines.length} lines`);
    for (const line of lines) assert.equal(line.words, legal[line.index], `line ${line.index} is a legal action`);
    const offered = await page.$$eval(".action-list button.action", (b) => b.map((x) => x.dataset.index));
    assert.deepEqual(offered, [lines[0].index]);
    assert.deepEqual(problems, []);
  });
}

/** Where the elements matching `selector` lie now: their top and bottom in the page and whether
 * each lies wholly in the viewport. */
const placed = (page, selector) => page.$$eval(selector, (found) => found.map((el) => {
  const r = el.getBoundingClientRect();
  return { top: r.top + scrollY, bottom: r.bottom + scrollY,
    seen: r.top > -1 && r.left > -1 && r.bottom < innerHeight + 1 && r.right < innerWidth + 1 };
}));

test("on a phone, a Keyflower hint whose place starts below the fold brings that place into view", { timeout: 180000 },
  async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await page.setViewportSize({ width: 390, height: 600 });
    const id = await startGame(page, server.url, "keyflower", ["human", "beginner"], 5);
    assert.equal(await settled(page), "act");
    await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0, hints: ["keyflower"] })));
    await open(page, server.url, "#/");
    await open(page, server.url, `#/play/${id}`);
    assert.equal(await settled(page), "act");
    // At the top of the page the hint's button is in view and every place the hint may mark
    // (each place with a legal action) lies below the fold.
    assert.equal(await page.evaluate(() => scrollY), 0);
    const height = await page.evaluate(() => innerHeight);
    const lit = await placed(page, ".board-area .lit");
    assert.ok(lit.length > 1, "places to choose among");
    assert.deepEqual(lit.filter((p) => p.top < height), [], "every place one may point at starts below the fold");
    const button = page.locator("button.ask-hint");
    assert.deepEqual((await placed(page, "button.ask-hint")).map((p) => p.seen), [true]);
    await button.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector(".hint-lines li", { timeout: 150000 });
    // Smoothly scrolled (no reduced motion asked for): in view once the scroll ends.
    await page.waitForFunction(() => [...document.querySelectorAll(".board-area .picked")].some((el) => {
      const r = el.getBoundingClientRect();
      return r.top > -1 && r.left > -1 && r.bottom < innerHeight + 1 && r.right < innerWidth + 1;
    }), null, { timeout: 5000 });
    assert.ok(await page.evaluate(() => scrollY) > 0, "the page scrolled");
    const marked = await placed(page, ".board-area .picked");
    assert.ok(marked.length >= 1 && marked.some((p) => p.seen), "the hinted place is in view");
    assert.ok(marked.every((p) => p.top >= height), "and it started below the fold");
    const offered = await page.$$eval(".action-list button.action", (b) => b.map((x) => x.dataset.index));
    assert.equal(offered.length, 1, "the best move is the one choice offered");
    assert.deepEqual(problems, []);
  });
