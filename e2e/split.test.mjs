// End-to-end tests of loading each game's code when it is first needed (docs/code-splitting.md),
// on the release build in Debian's headless Chromium.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { splitModules } from "../scripts/split-modules.mjs";
import { browser, newGame, open, serve, startGame } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

async function session(t, options) {
  const b = await browser(options);
  t.after(() => b.close());
  return b;
}

/** The wasm and JS files the page (and its bots' worker) fetches, by name, as they are fetched. */
function fetched(page) {
  const names = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (/\.(wasm|js)$/.test(name)) names.push(name);
  });
  return names;
}
const split = (names, what) => names.filter((n) => n.startsWith(`split_${what}-`));
const lazy = (names) => names.filter((n) => /^(split|chunk)_/.test(n));

test("the home page loads no game's code; a game's page loads its own, and its bots load when a bot first thinks", async (t) => {
  const { page, problems } = await session(t);
  const names = fetched(page);
  await open(page, server.url);
  await page.waitForSelector(".game-card");
  // Loaded and no request for 500 ms: a game's module would have been asked for by then.
  await page.waitForLoadState("networkidle");
  assert.ok(names.some((n) => /^keydom-[0-9a-f]+_bg\.wasm$/.test(n)), "the main module loads");
  assert.ok(names.some((n) => n.startsWith("__wasm_split-")), "the loader comes with the glue");
  assert.deepEqual(lazy(names), [], "no split module or chunk in the first load");
  // The saved games, settings and about come in a module of their own: pointing at the menu's
  // way to one starts loading it.
  const asked = page.waitForRequest(/\/split_shell_pages-[^/]*\.wasm$/, { timeout: 5000 });
  await page.hover("header.top nav a >> nth=2");
  await asked;
  await page.click("header.top nav a >> nth=2");
  await page.waitForSelector("main h1");
  assert.equal(split(names, "shell_pages").length, 1, "the shell's later pages, once");
  await page.click("header.top nav a >> nth=1");
  await page.waitForSelector("main h1");
  assert.equal(split(names, "shell_pages").length, 1, "and not again");

  await startGame(page, server.url, "nuernberg", ["human", "beginner"], 3);
  await page.waitForSelector(".nb-board");
  assert.equal(split(names, "nuernberg_ui").length, 1, "Nürnberg's code, once");
  assert.deepEqual(split(names, "key_market_ui"), [], "not Key Market's");
  assert.deepEqual(split(names, "keyflower_ui"), [], "nor Keyflower's");
  assert.deepEqual(split(names, "keyper_ui"), [], "nor Keyper's");
  // The bot plays first or after the person; either way its code loads in the worker.
  await page.locator(".action-list button.action").first().click();
  await page.waitForFunction(() => Number(document.querySelector(".table").dataset.moves) >= 2);
  assert.equal(split(names, "nuernberg_bots").length, 1, "Nürnberg's bots");
  assert.deepEqual(problems, []);
});

// A cold visit (a shared link, an embed, a new-game page opened from outside) asks for the game's
// code while the main module is still on its way: the main module is held back here until the
// game's module has been asked for. Before, the app asked for it only once the main module had
// started and read the route, so this waited in vain. The preload is the fetch the loader uses:
// the game's module comes once.
const payload = readFileSync("tests/fixtures/links/keyflower-3p-mid.v3.txt", "utf8").trim();
// A replay needs the game's replays, never its table's code, and it reads the link with a module
// of its own (`link_inflate`), asked for beside the main module too.
for (const [what, hash, drawn, module, not] of [
  ["a link's replay", `#/replay/link/${payload}`, ".replay .kf-board", "keyflower_replays", "keyflower_ui"],
]) {
  test(`a cold visit to ${what} fetches the game's code and reading links beside the main module`, async (t) => {
    const { page, problems } = await session(t, { serviceWorkers: "block" });
    const names = fetched(page);
    const asked = (part) => new Promise((ok) => page.on("request", (r) => r.url().includes(`/split_${part}-`) && ok(true)));
    const both = Promise.all([asked(module), asked("link_inflate")]).then(() => true);
    let before;
    await page.route(/\/keydom-[0-9a-f]+_bg\.wasm$/, async (route) => {
      before = await Promise.race([both, new Promise((ok) => setTimeout(() => ok(false), 10000))]);
      await route.continue();
    });
    await page.goto(server.url + hash);
    await page.waitForSelector(drawn);
    assert.equal(before, true, "Keyflower's code and reading links were asked for while the main module was held back");
    assert.equal(split(names, module).length, 1, "Keyflower's code, once");
    assert.equal(split(names, "link_inflate").length, 1, "reading links, once");
    assert.deepEqual(split(names, not), [], "not what this page does not need");
    assert.deepEqual(split(names, "key_market_ui"), [], "no other game's");
    assert.deepEqual(problems, []);
  });
}

/** Holds the main module back until reading links (`link_inflate`) has been asked for, 10 s at
 * most; what it gives says whether that was asked for meanwhile. */
async function readingFirst(page) {
  const read = new Promise((ok) => page.on("request", (r) => r.url().includes("/split_link_inflate-") && ok(true)));
  let before;
  await page.route(/\/keydom-[0-9a-f]+_bg\.wasm$/, async (route) => {
    before = await Promise.race([read, new Promise((ok) => setTimeout(() => ok(false), 10000))]);
    await route.continue();
  });
  return () => before;
}

// A cold embed of a link: reading the link comes beside the main module; its caption (its largest
// text, for every game) is drawn from the link as soon as it is read, before the game's replays
// are asked for, and the embed keeps it word for word once the game's code has drawn the board
// under it. Nothing the board draws later is larger: the page's largest contentful paint (at a
// phone's width, as scripts/lighthouse.mjs measures it) is that early caption.
// The links are the ones scripts/lighthouse.mjs measures.
for (const [game, name, board] of [
  ["key_market", "Key Market", "km"],
  ["nuernberg", "Nuremberg", "nb"],
  ["keyflower", "Keyflower", "kf"],
  ["keyper", "Keyper", "kp"],
]) {
  test(`a cold embed of a ${name} link reads it beside the main module, paints its caption, then fetches the game's replays`, async (t) => {
    const { page, problems } = await session(t, { serviceWorkers: "block", viewport: { width: 412, height: 823 } });
    const names = fetched(page);
    const before = await readingFirst(page);
    await watchLargestPaints(page);
    let early;
    await page.route(new RegExp(`/split_${game}_replays-[^/]*\\.wasm$`), async (route) => {
      early ??= await page.evaluate(() => ({
        caption: document.querySelector(".embed-shot > figcaption")?.textContent,
        boards: document.querySelectorAll(".embed-shot section").length,
      }));
      await route.continue();
    });
    await page.goto(server.url + `#/embed/link/${midGame(game)}`);
    await page.waitForSelector(`.embed-shot .${board}-board`);
    assert.equal(before(), true, "reading links was asked for while the main module was held back");
    assert.match(early.caption ?? "", new RegExp(`^${name}.* — Move \\d+ of \\d+ \\(.+\\)$`),
      `the caption was drawn before ${name}'s replays were asked for`);
    assert.equal(early.boards, 0, "and no board yet");
    assert.equal(await page.locator(".embed-shot > figcaption").textContent(), early.caption, "the same words once drawn");
    assert.equal(await page.locator(".embed-shot").count(), 1, "one frame: the early one is gone");
    const paints = await largestPaints(page);
    assert.equal(paints.at(-1), "early caption", `the largest paint is the early caption (${paints})`);
    assert.equal(split(names, `${game}_replays`).length, 1, `${name}'s replays, once`);
    assert.equal(split(names, "link_inflate").length, 1, "reading links, once");
    assert.deepEqual(split(names, `${game}_ui`), [], "not its table's code");
    assert.deepEqual(problems, []);
  });
}

/** Keeps what the page's largest contentful paints were (`largestPaints`): the early caption of
 * an embed (drawn before the game's code), or another element's tag. */
const watchLargestPaints = (page) => page.addInitScript(() => {
  window.largestPaints = [];
  const what = (e) => (e.element?.matches(".embed-early > figcaption") ? "early caption" : e.element?.tagName ?? "removed");
  new PerformanceObserver((list) => window.largestPaints.push(...list.getEntries().map(what)))
    .observe({ type: "largest-contentful-paint", buffered: true });
});

/** What the page's largest contentful paints were, two frames after what it shows now was
 * painted (by then the last one has been reported, if any). */
const largestPaints = (page) => page.evaluate(() => new Promise((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done(window.largestPaints), 100)))));

/** The payload of the fixture link of a game in the middle (the last such, by name). */
function midGame(game) {
  const dir = "tests/fixtures/links";
  const file = readdirSync(dir).filter((f) => f.startsWith(`${game}-`) && f.includes("-mid")).sort().at(-1);
  return readFileSync(`${dir}/${file}`, "utf8").trim();
}

test("an interactive embed whose deflate does not load says why it offers no link to continue", async (t) => {
  const { page, problems } = await session(t, { serviceWorkers: "block" });
  await page.route(/\/split_link_deflate-[^/]*\.wasm$/, (r) => r.abort());
  const finished = readFileSync("tests/fixtures/links/keyflower-2p-finished.v3.txt", "utf8").trim();
  await page.goto(server.url + `#/embed/link/${finished}?interactive=1`);
  const alert = page.locator(".embed-try .notice.error");
  await alert.waitFor();
  assert.match(await alert.textContent(), /Could not load this game's code/);
  assert.equal(await page.locator(".embed-try a.button").count(), 0, "no link to continue");
  assert.ok(problems.every((p) => /link_deflate|Failed to (fetch|load resource)/.test(p)), "only the aborted download went wrong");
});

// A shared link's offer: reading the link comes beside the main module; the link's hint (its
// largest text) is drawn once the link is read, before the game's code is asked for.
test("a cold visit to a shared link reads it beside the main module, draws its hint, then fetches the game's code", async (t) => {
  const { page, problems } = await session(t, { serviceWorkers: "block" });
  const names = fetched(page);
  const before = await readingFirst(page);
  let drawnFirst;
  await page.route(/\/split_keyflower_ui-[^/]*\.wasm$/, async (route) => {
    drawnFirst = await page.evaluate(() => Boolean(document.querySelector("main p.hint")));
    await route.continue();
  });
  await page.goto(server.url + `#/link/${payload}`);
  await page.waitForSelector(".shared-summary");
  assert.equal(before(), true, "reading links was asked for while the main module was held back");
  assert.equal(drawnFirst, true, "the link's hint was drawn before Keyflower's code was asked for");
  assert.match(await page.locator("main p.hint").textContent(), /winter tiles in hand/);
  assert.equal(split(names, "keyflower_ui").length, 1, "Keyflower's code, once");
  assert.equal(split(names, "link_inflate").length, 1, "reading links, once");
  assert.deepEqual(split(names, "keyflower_replays"), [], "not its replays");
  assert.deepEqual(problems, []);
});

// A new-game page is the shell's own: its first paint waits for no game code (the game's files
// would share the connection with the main module), and the game's options follow.
test("a cold visit to a new-game page draws the dialog first, then fetches the game's code for its options", async (t) => {
  const { page, problems } = await session(t, { serviceWorkers: "block" });
  const names = fetched(page);
  let drawnFirst;
  await page.route(/\/split_keyflower_ui-[^/]*\.wasm$/, async (route) => {
    drawnFirst = await page.evaluate(() => Boolean(document.querySelector("main p.tagline ~ form.new-game")));
    await route.continue();
  });
  await page.goto(server.url + "#/new/keyflower");
  await page.waitForSelector("fieldset.kf-options");
  assert.equal(drawnFirst, true, "the dialog was drawn before Keyflower's code was asked for");
  assert.match(await page.locator("main p.tagline").textContent(), /village/);
  assert.equal(split(names, "keyflower_ui").length, 1, "Keyflower's code, once");
  assert.deepEqual(split(names, "keyflower_replays"), [], "not its replays");
  assert.deepEqual(problems, []);
});

test("a game's code that does not load says so with a retry, and the save stays as it was", async (t) => {
  // A slot written by a first visit.
  const first = await session(t);
  await newGame(first.page, server.url, "Ada", "human");
  const id = await first.page.evaluate(() => location.hash.split("/").pop());
  const saved = await first.page.evaluate((id) => localStorage.getItem(`keydom.save.${id}`), id);
  assert.ok(saved);

  // A fresh browser where every chunk fails to download (and no service worker answers instead),
  // but those of the shell's later pages (the saved games, settings, about: `shell_pages`).
  const { page, problems } = await session(t, { serviceWorkers: "block" });
  const loader = readdirSync("dist").find((f) => f.startsWith("__wasm_split-"));
  const pages = splitModules(readFileSync(`dist/${loader}`, "utf8")).get("shell_pages");
  const chunk = (r) => (pages.includes(new URL(r.request().url()).pathname.split("/").pop()) ? r.continue() : r.abort());
  await page.route(/\/chunk_[^/]*\.wasm$/, chunk);
  await open(page, server.url);
  await page.evaluate(([id, text]) => localStorage.setItem(`keydom.save.${id}`, text), [id, saved]);
  await open(page, server.url, `#/play/${id}`);
  const alert = page.locator(".notice.error");
  await alert.waitFor();
  assert.match(await alert.textContent(), /Could not load this game's code .* Nothing saved has changed/);
  assert.equal(await page.locator(".table").count(), 0);
  assert.equal(await page.evaluate((id) => localStorage.getItem(`keydom.save.${id}`), id), saved, "the save is untouched");

  // The app's other pages still work, and once the download works again, "Try again" opens the table.
  await page.click("header.top nav a >> nth=1");
  await page.waitForSelector(`li.save[data-save="${id}"]`);
  await page.goBack();
  await page.locator("button.retry").waitFor();
  await page.unroute(/\/chunk_[^/]*\.wasm$/);
  await page.locator("button.retry").click();
  await page.waitForSelector(".table");
  assert.equal(await page.evaluate((id) => localStorage.getItem(`keydom.save.${id}`), id), saved);
  assert.ok(problems.every((p) => /chunk_|Failed to (fetch|load resource)/.test(p)), "only the aborted downloads went wrong");
});

test("bots whose code does not load say so, and the game stays saved as it was", async (t) => {
  const { page } = await session(t, { serviceWorkers: "block" });
  await page.route(/\/split_key_market_bots-[^/]*\.wasm$/, (r) => r.abort());
  const id = await startGame(page, server.url, "key-market", ["human", "beginner"], 5);
  const notice = page.locator(".notice.error");
  await page.waitForSelector(".notice.error, .action-list button.action");
  if (await notice.count() === 0) await page.locator(".action-list button.action").first().click();
  await notice.waitFor();
  assert.match(await notice.textContent(), /Could not load the bots' code .* The game is saved/);
  const saved = await page.evaluate((id) => JSON.parse(localStorage.getItem(`keydom.save.${id}`)).actions.length, id);
  assert.equal(saved, Number(await page.locator(".table").getAttribute("data-moves")), "every move shown is saved");
});

test("deflate for links loads only when a link is made; if it does not load, the panel says so and shows no link", async (t) => {
  const { page, problems } = await session(t, { serviceWorkers: "block" });
  const names = fetched(page);
  let failing = true;
  await page.route(/\/split_link_deflate-[^/]*\.wasm$/, (r) => (failing ? r.abort() : r.continue()));
  await newGame(page, server.url, "Ada");
  assert.deepEqual(split(names, "link_deflate"), [], "no deflate before a link is made");
  const summary = page.locator("details.share summary");
  await summary.click();
  const alert = page.locator("details.share .notice.error");
  await alert.waitFor();
  assert.match(await alert.textContent(), /Could not load this game's code/);
  assert.equal(await page.locator("details.share .share-link").inputValue(), "", "no link without deflate");
  // Once the download works, opening the panel again makes the link.
  failing = false;
  await summary.click();
  await summary.click();
  await page.waitForFunction(() => document.querySelector(".share .share-link").value.includes("#/link/"));
  assert.equal(await alert.count(), 0, "the message goes with the failure");
  assert.ok(split(names, "link_deflate").length >= 1, "deflate's own module");
  assert.ok(problems.every((p) => /link_deflate|Failed to (fetch|load resource)/.test(p)), "only the aborted download went wrong");
});

test("a link's page waits for reading links; if that does not load, it says so, saves nothing, and trying again opens the link", async (t) => {
  const { page, problems } = await session(t, { serviceWorkers: "block" });
  let failing = true;
  await page.route(/\/split_link_inflate-[^/]*\.wasm$/, (r) => (failing ? r.abort() : r.continue()));
  await page.goto(server.url + `#/link/${payload}`);
  const alert = page.locator("main .notice.error");
  await alert.waitFor();
  assert.match(await alert.textContent(), /Could not load this game's code/);
  assert.equal(await page.locator(".shared-summary").count(), 0, "nothing of the link before it is read");
  const saves = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("keydom.save.")));
  assert.deepEqual(await saves(), [], "nothing saved");
  failing = false;
  await page.click("main button.retry");
  await page.waitForSelector(".shared-summary");
  assert.equal(await alert.count(), 0, "the message goes with the failure");
  assert.match(await page.locator("main p.hint").textContent(), /winter tiles in hand/);
  assert.deepEqual(await saves(), [], "still nothing saved");
  assert.ok(problems.every((p) => /link_inflate|Failed to (fetch|load resource)/.test(p)), "only the aborted download went wrong");
});
