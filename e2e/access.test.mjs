// Accessibility: axe-core (npm, injected into the page) finds no serious or critical violation
// on any kind of page, in the light and the dark theme, nor in Key Market's Market Day and with
// places on the boards pointed at (the list showing what they offered); every page has one <h1>, names itself
// in the window's title, and a page opened from another takes the focus to its heading; a Key
// Market game, a Nürnberg plan and Keyflower's bid and village building are made with the keyboard only
// (Keyper's turn by keyboard: e2e/keyper.test.mjs); screen readers get words for
// players' areas, board places and moves; the theme's colours keep their contrast (4.5:1 for
// text, 3:1 for the board's marks).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browser, choose, moves, open, seeded, serve, settled, startGame, steady, violations } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** Every kind of page: how to reach it, and what shows that it is ready. */
const PAGES = [
  ["home", (page) => open(page, server.url, "#/")],
  ["new game", (page) => open(page, server.url, "#/new/key-market")],
  ["Key Market in play", async (page) => { await startGame(page, server.url, "key-market", ["human", "beginner"], 3); await settled(page); }],
  ["a hand-off", async (page) => { await startGame(page, server.url, "nuernberg", ["human", "human", "beginner"], 3); await settled(page); }],
  ["Nürnberg in play", async (page) => { await page.click(".handoff button"); await settled(page); }],
  ["a new Keyflower game", (page) => open(page, server.url, "#/new/keyflower").then(() => page.waitForSelector(".kf-options"))],
  ["Keyflower in play", async (page) => { await startGame(page, server.url, "keyflower", ["human", "beginner"], 3); await settled(page); }],
  ["Keyflower's score sheet with the allocation", async (page) => {
    const save = readFileSync("tests/fixtures/saves/keyflower-4p-merchants-finished.json", "utf8");
    const id = JSON.parse(save).id;
    await page.evaluate(([id, save]) => localStorage.setItem(`keydom.save.${id}`, save), [id, save]);
    await open(page, server.url, `#/play/${id}`);
    await page.waitForSelector(".score-detail");
  }],
  ["Keyper in play", async (page) => { await startGame(page, server.url, "keyper", ["human", "beginner"], 3); await settled(page); }],
  ["Keyper's score sheet", async (page) => {
    const save = readFileSync("tests/fixtures/saves/keyper-3p-finished.json", "utf8");
    const id = JSON.parse(save).id;
    await page.evaluate(([id, save]) => localStorage.setItem(`keydom.save.${id}`, save), [id, save]);
    await open(page, server.url, `#/play/${id}`);
    await page.waitForSelector(".score-sheet");
  }],
  ["saved games", (page) => open(page, server.url, "#/saves")],
  ["settings", (page) => open(page, server.url, "#/settings")],
  ["about", (page) => open(page, server.url, "#/about")],
  ["a replay", async (page) => { await open(page, server.url, "#/replay/scenario/key-market/last-autumn"); await page.waitForSelector(".km-board"); }],
  ["an embed", async (page) => { await page.goto(`${server.url}#/embed/scenario/nuernberg/erste-runde?interactive=1`); await page.waitForSelector(".nb-board"); }],
];

for (const scheme of ["light", "dark"]) {
  test(`axe finds nothing serious on any kind of page, ${scheme} theme`, { timeout: 180000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await page.emulateMedia({ colorScheme: scheme });
    const found = [];
    for (const [name, reach] of PAGES) {
      await reach(page);
      // The saved games, settings and about come with a module of their own: wait for the page's heading.
      await page.locator("h1").first().waitFor();
      assert.equal(await page.locator("h1").count(), 1, `${name}: one <h1>`);
      found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
    }
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
  });
}

/** The serious and critical violations axe finds on the page as it stands, in the light and the dark theme. */
async function inBothThemes(page, name) {
  const found = [];
  for (const scheme of ["light", "dark"]) {
    await page.emulateMedia({ colorScheme: scheme });
    found.push(...(await violations(page)).map((v) => `${name}, ${scheme}: ${v}`));
  }
  return found;
}

/** Clicks `place` on the board and waits until it has offered its choices ("All choices" shows) or
 * played its one move; true when it offered choices. */
async function pointAt(page, place) {
  const before = await moves(page);
  await place.dispatchEvent("click");
  await page.waitForFunction((n) => document.querySelector(".all-choices")
    || Number(document.querySelector(".table").dataset.moves) > n, before);
  return await page.locator(".all-choices").count() > 0;
}

test("axe finds nothing serious in Key Market's Market Day and with places pointed at in every game, both themes",
  { timeout: 300000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const found = [];
    const pointed = [];
    const check = async (name, place) => {
      await steady(page);
      if (await pointAt(page, place)) {
        pointed.push(name);
        found.push(...await inBothThemes(page, name));
      }
    };
    // Key Market: a field in Farming, then Market Day with its rows lit, and a row pointed at.
    await startGame(page, server.url, "key-market", ["human", "beginner"], 3);
    const rng = seeded(3);
    while (!(await page.locator(".km-row.lit").count())) {
      assert.equal(await settled(page), "act", "Market Day comes before the end");
      if (!pointed.length && await page.locator(".km-field.lit").count()) {
        await check("Key Market, a field pointed at", page.locator(".km-field.lit").first());
      }
      await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
    }
    await steady(page);
    found.push(...await inBothThemes(page, "Key Market, Market Day"));
    await check("Key Market, a market row pointed at", page.locator(".km-row.lit").first());
    // Nürnberg: an action card in the planning.
    await startGame(page, server.url, "nuernberg", ["human", "beginner"], 5);
    await page.waitForSelector(".nb-board[data-phase=planning] .nb-card.lit");
    await check("Nürnberg, an action card pointed at", page.locator(".nb-card.lit").first());
    // Keyflower: a season tile up for auction.
    await startGame(page, server.url, "keyflower", ["human", "beginner"], 5);
    await page.waitForSelector(".kf-board[data-phase=turns] .kf-card .kf-pick.lit");
    await check("Keyflower, a tile pointed at", page.locator(".kf-card .kf-pick.lit").first());
    // Keyper: a field of a country board, on the person's own turn.
    await startGame(page, server.url, "keyper", ["human", "beginner"], 5);
    for (let i = 0; i < 20 && await settled(page) === "act"; i++) {
      await steady(page);
      if (await page.locator(".kp-board").getAttribute("data-phase") === "turn") break;
      await choose(page, 0);
    }
    await page.waitForSelector(".kp-board[data-phase=turn]");
    await check("Keyper, a field pointed at", page.locator(".kp-country .kp-cell.lit[aria-label*=': field ']").first());
    assert.deepEqual(pointed, ["Key Market, a field pointed at", "Key Market, a market row pointed at",
      "Nürnberg, an action card pointed at", "Keyflower, a tile pointed at", "Keyper, a field pointed at"],
      "each place offered its choices");
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
  });

test("each page names itself in the title, and a page opened from another takes the focus to its heading", async (t) => {
  const { page, close } = await browser();
  t.after(close);
  await open(page, server.url, "#/");
  assert.equal(await page.title(), "Games – Keydom");
  assert.equal(await page.evaluate(() => document.activeElement.tagName), "BODY", "the first page leaves the focus alone");
  await page.locator(".game-card[data-game=nuernberg] a.button").press("Enter");
  await page.waitForSelector("form.new-game");
  assert.equal(await page.title(), "New game: Nuremberg – Keydom");
  assert.equal(await page.evaluate(() => document.activeElement.outerHTML), await page.locator("h1").evaluate((h) => h.outerHTML));
  await page.click("header.top a[href='#/saves']");
  await page.waitForFunction(() => document.activeElement.tagName === "H1");
  assert.equal(await page.title(), "Saved games – Keydom");
});

/** The contrast ratio of two colours written as #rrggbb (WCAG's relative luminance). */
function contrast(a, b) {
  const luminance = (hex) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("by keyboard: the skip link leads to the choices; after a move the focus stays on their heading and the move is announced", async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  await startGame(page, server.url, "key-market", ["human", "beginner"], 4);
  await page.reload(); // the page as it opens, the focus at its start
  await settled(page);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), "Skip to your choices");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.id), "actions-title");
  for (let move = 0; move < 3; move++) {
    const before = await page.locator(".table").getAttribute("data-moves");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.className), "action", "Tab reaches the first choice");
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => document.querySelector(".table").dataset.moves !== n, before);
    await settled(page);
    assert.equal(await page.evaluate(() => document.activeElement.id), "actions-title", "the focus never drops to the body");
    assert.notEqual(await page.locator(".game-log [aria-live]").textContent(), "", "the move is announced");
  }
  assert.equal(await page.locator(".game-log ol").getAttribute("tabindex"), "0", "the log can be reached and scrolled");
  assert.deepEqual(problems, []);
});

test("screen readers get words: a player's area, the country boards' fields, a guild house's places, and what a move did", async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  await page.goto(`${server.url}#/embed/scenario/key-market/spring-weather?part=players`);
  await page.waitForSelector(".km-player");
  assert.equal(await page.locator(".km-player").first().ariaSnapshot(), [
    "- listitem:",
    '  - text: "1"',
    "  - strong: Ada",
    "  - text: farm house",
    '  - img "vegetable"',
    '  - text: "unemployed: 6 retired: 0 behind the screen: hidden"',
  ].join("\n"));
  await page.goto("about:blank");
  await page.goto(`${server.url}#/embed/scenario/key-market/spring-weather?part=land`);
  const land = page.getByRole("group", { name: "Country boards" });
  await land.waitFor();
  const fields = (await land.ariaSnapshot()).split("\n").slice(1);
  assert.deepEqual(fields.slice(0, 4), [
    '  - img "0 fruit, square": "0"',
    '  - img "1 fruit, circle": "1"',
    '  - img "2 vegetable, circle, worker 4": "2"',
    '  - img "3 fish, square, worker 1": "3"',
  ]);
  assert.ok(fields.every((f) => /^  - (img|button) "\d+ /.test(f)), `every field is named by what is drawn: ${fields.join(" | ")}`);

  // A Nürnberg house: each place is named, starting with what is drawn on it.
  await page.goto("about:blank");
  await page.goto(`${server.url}#/embed/scenario/nuernberg/erste-runde?part=brauer`);
  const house = page.getByRole("group", { name: "Brewers" });
  await house.waitFor();
  assert.equal(await house.ariaSnapshot(), [
    '- group "Brewers":',
    '  - img "Roof Brewers"',
    '  - img "4 Coats of arms": "4"',
    '  - img "P Prestige guild": P',
    "  - text: 1 Brewers Price 6",
    '  - img "6 — Brewers workshop, window 1": "6"',
    "  - text: Master",
    '  - img "4 — Brewers workshop, window 2": "4"',
    '  - img "5 — Brewers workshop, window 3": "5"',
    '  - img "2 H+ — Brewers workshop, window 4": 2 H+',
    '  - img "5 — Brewers workshop, window 4": "5"',
    '  - img "1 beer — Guest room 1": "1"',
    `  - 'img "★ Councillor — Guest room 2: 1 beer +1▢"': ★ Councillor 1 +1▢`,
    `  - 'img "7 — printer (value 7), Guest room 3: 2 beer / 1 beer +2▢"': 7 2 / 1 +2▢`,
    `  - 'img "☾ Musician (3) — Guest room 4: 3 beer / 2 beer +2▢"': ☾ 3 Musician 3 / 2 +2▢`,
    `  - 'img "Storage Brewers: 9 beer"': Storage 9`,
  ].join("\n"));

  await startGame(page, server.url, "key-market", ["human", "beginner"], 3, ["Ada", "Bot"]);
  await settled(page);
  await keyMove(page, 0, "Enter");
  const said = await page.locator(".game-log [aria-live]").ariaSnapshot();
  assert.match(said, /^- paragraph: Ada places country board \d+ \(side \d\) (above|below|left of|right of) fields [\d, and]+, (not turned|turned .+)\.$/, said);
  assert.deepEqual(problems, []);
});

/** Takes a move with the keyboard only: Tab to the `skip`-th choice after the focus, then Enter or Space. */
async function keyMove(page, skip, key) {
  const isChoice = () => page.evaluate(() => document.activeElement.classList.contains("action"));
  for (let i = 0; i < 60 && !(await isChoice()); i++) await page.keyboard.press("Tab");
  assert.ok(await isChoice(), "Tab reaches the choices");
  for (let i = 0; i < skip; i++) await page.keyboard.press("Tab");
  const before = await moves(page);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
}

test("a whole Key Market game against a bot, country boards included, played with the keyboard only; the focus never drops to the body",
  { timeout: 600000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await startGame(page, server.url, "key-market", ["human", "beginner"], 11);
    const rng = seeded(11);
    let taken = 0;
    while (await settled(page) !== "over") {
      const count = await page.locator(".action-list button.action").count();
      await keyMove(page, Math.floor(rng() * Math.min(count, 4)), taken % 2 ? "Space" : "Enter");
      taken++;
      assert.notEqual(await page.evaluate(() => document.activeElement.tagName), "BODY", `after move ${taken}`);
    }
    assert.ok(taken > 50, `a whole game: ${taken} moves by keyboard`);
    await page.waitForSelector(".score-sheet");
    assert.equal(await page.evaluate(() => document.activeElement.id), "score-title", "the end leads to the score sheet");
    assert.deepEqual(problems, []);
  });

/** Presses Tab (Shift+Tab when `back`) until the focus is on an element matching `selector`. */
async function tabTo(page, selector, back = false) {
  const there = () => page.evaluate((s) => document.activeElement.matches(s), selector);
  for (let i = 0; i < 120 && !(await there()); i++) await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  assert.ok(await there(), `Tab reaches ${selector}`);
}

test("a Nürnberg plan made with the keyboard only: an action card, then the plan it offers; the focus never drops to the body",
  async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await startGame(page, server.url, "nuernberg", ["human", "beginner"], 5);
    assert.equal(await settled(page), "act");
    assert.equal(await page.locator(".nb-board").getAttribute("data-phase"), "planning");
    await tabTo(page, ".nb-card.lit");
    const card = await page.evaluate(() => document.activeElement.textContent.split(": ").pop());
    await page.keyboard.press("Space");
    await page.waitForSelector(".nb-card.chosen");
    assert.equal(await page.evaluate(() => document.activeElement.matches(".nb-card.chosen")), true, "the card keeps the focus");
    await tabTo(page, ".action-list button.action", true);
    const plan = await page.evaluate(() => document.activeElement.textContent);
    assert.ok(plan.startsWith("Plan face down: ") && plan.includes(card), `the card offers its plans: ${plan}`);
    const before = await moves(page);
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
    assert.notEqual(await page.evaluate(() => document.activeElement.tagName), "BODY");
    assert.match(await page.locator(".nb-plan").textContent(), new RegExp(`My plan: .*${card}`));
    assert.deepEqual(problems, []);
  });

/** Tabs (Shift+Tab when `back`) to a choice in the list whose words start with `words`, then presses `key`
 * and waits until the record has grown. */
async function keyAction(page, words, key = "Enter", back = false) {
  const there = () => page.evaluate((w) => document.activeElement.matches(".action-list button.action")
    && document.activeElement.textContent.startsWith(w), words);
  for (let i = 0; i < 200 && !(await there()); i++) await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  assert.ok(await there(), `Tab reaches the choice "${words}…"`);
  const before = await moves(page);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
}

/** Presses `key` on the focused place of the board and waits until the record has grown (a place that can mean one thing only). */
async function keyPress(page, key) {
  const before = await moves(page);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
}

/** The focused element's accessible words (its label, else its text). */
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return e.getAttribute("aria-label") ?? e.textContent;
});

test("Keyflower with the keyboard only: a bid on a season tile with a worker added, and later a tile built into the village, turned by key",
  { timeout: 300000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const notBody = async (after) =>
      assert.notEqual(await page.evaluate(() => document.activeElement.tagName), "BODY", `the focus stays, after ${after}`);
    await startGame(page, server.url, "keyflower", ["human", "beginner"], 5);
    await page.waitForSelector(".kf-board[data-phase=turns]");
    await steady(page);
    // The bid: a season tile up for auction offers its bid; the keyple behind the screen adds a worker.
    await tabTo(page, ".kf-card .kf-pick.lit");
    const tile = (await focused(page)).split(" (")[0];
    await page.keyboard.press("Enter");
    await page.waitForSelector(".action-list button.action:visible >> text=Bid on");
    await notBody("choosing the tile");
    await keyAction(page, "Bid on");
    await notBody("the bid");
    // A keyple can mean one thing only: a press adds the worker at once.
    await tabTo(page, ".kf-screen.open .kf-pick.lit", true);
    await keyPress(page, "Space");
    await notBody("adding the worker");
    await keyAction(page, "Confirm");
    await steady(page);
    assert.ok(await page.locator(".kf-card .kf-bid").count() >= 1, `the bid stands beside ${tile}`);
    // Play on (seeded random choices) until the person builds a won tile.
    const rng = seeded(5);
    const builds = () => page.locator(".kf-board").getAttribute("data-phase")
      .then(async (p) => p === "building" && await page.locator(".kf-village .kf-hex.lit, .kf-won .kf-pick.lit").count() > 0);
    while (await settled(page) === "act" && !(await builds())) {
      await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
    }
    assert.ok(await builds(), "the person builds in the building phase");
    if (await page.locator(".kf-won .kf-pick.lit").count()) {
      await tabTo(page, ".kf-won .kf-pick.lit", true);
      await keyPress(page, "Enter");
      await notBody("choosing the tile to build");
    }
    // A free place is a button; choosing it offers the place.
    await tabTo(page, ".kf-village .kf-hex.lit", true);
    assert.match(await focused(page), /^free place \(-?\d+, -?\d+\)$/);
    await keyPress(page, "Enter");
    await notBody("the place");
    // The tile at its place: each Enter turns it to its next legal rotation, the focus staying on it.
    await tabTo(page, ".kf-village .kf-hex.lit", true);
    const rotations = await page.locator(".action-list details.as-list button.action").allTextContents();
    assert.ok(rotations.length >= 1 && rotations.every((r) => r.startsWith("Build it turned")), `${rotations}`);
    const seen = [];
    for (let i = 0; i <= rotations.length; i++) {
      await page.keyboard.press("Enter");
      await page.waitForFunction((n) => document.querySelector(".kf-village .kf-hex.picked")?.getAttribute("aria-label").endsWith(`turned ${n}`),
        rotations[i % rotations.length].match(/turned (\d+)/)[1]);
      assert.ok(await page.evaluate(() => document.activeElement.matches(".kf-village .kf-hex.picked")), "the tile keeps the focus");
      seen.push(await focused(page));
    }
    assert.equal(seen[rotations.length], seen[0], `the rotations come round again: ${seen.join(" | ")}`);
    const offered = await page.locator(".action-list button.action:visible").allTextContents();
    assert.deepEqual(offered.filter((a) => a.startsWith("Build it turned")).map((a) => a.split(" — ")[0]), [rotations[0]],
      "the rotation shown is the one offered");
    await keyAction(page, "Build it turned");
    await notBody("building");
    t.diagnostic(`bid on ${tile}; rotations ${seen.join(" | ")}`);
    assert.deepEqual(problems, []);
  });

for (const scheme of ["light", "dark"]) {
  test(`the ${scheme} theme keeps 4.5:1 for text and 3:1 for the board's marks`, async (t) => {
    const { page, close } = await browser();
    t.after(close);
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, server.url);
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return Object.fromEntries(["bg", "surface", "ink", "muted", "accent", "danger", "ok", "pick", "last"]
        .map((name) => [name, style.getPropertyValue(`--${name}`).trim()]));
    });
    for (const [name, least] of [["ink", 4.5], ["muted", 4.5], ["accent", 4.5], ["danger", 4.5], ["ok", 4.5], ["pick", 3], ["last", 3]]) {
      for (const ground of ["bg", "surface"]) {
        const ratio = contrast(colours[name], colours[ground]);
        assert.ok(ratio >= least, `--${name} ${colours[name]} on --${ground} ${colours[ground]}: ${ratio.toFixed(2)}:1, wants ${least}:1`);
      }
    }
  });
}
