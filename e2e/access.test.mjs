// Accessibility: axe-core (npm, injected into the page) finds no serious or critical violation
// on any kind of page, in the light and the dark theme; every page has one <h1>, names itself
// in the window's title, and a page opened from another takes the focus to its heading.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import axe from "axe-core";
import { browser, open, serve, settled, startGame } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** The serious and critical violations axe finds in the page, one line each. */
async function violations(page) {
  await page.addScriptTag({ content: axe.source });
  const result = await page.evaluate(() => axe.run(document, { resultTypes: ["violations"] }));
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

/** Every kind of page: how to reach it, and what shows that it is ready. */
const PAGES = [
  ["home", (page) => open(page, server.url, "#/")],
  ["new game", (page) => open(page, server.url, "#/new/key-market")],
  ["Key Market in play", async (page) => { await startGame(page, server.url, "key-market", ["human", "beginner"], 3); await settled(page); }],
  ["a hand-off", async (page) => { await startGame(page, server.url, "nuernberg", ["human", "human", "beginner"], 3); await settled(page); }],
  ["Nürnberg in play", async (page) => { await page.click(".handoff button"); await settled(page); }],
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
      assert.equal(await page.locator("h1").count(), 1, `${name}: one <h1>`);
      found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
    }
    assert.deepEqual(found, []);
    assert.deepEqual(problems, []);
  });
}

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
