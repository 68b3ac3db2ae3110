// The table page's layout, for every game: on a wide screen the side column (the choices, the
// share link, the log) stays in sight and uncovered however far the board is scrolled; on a
// phone a tap on the board that offers choices brings the list into view (the list stands far
// above the board); "Skip to the board", beside "Skip to your choices", moves the focus to the
// board, and the next Tab into it.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, choose, moves, seeded, serve, settled, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** "" when the element matching `selector` lies wholly in the window and is what the window
 * shows at its centre (nothing covers it); else where it is and what covers it. */
const uncovered = (page, selector) => page.locator(selector).evaluate((el, selector) => {
  const r = el.getBoundingClientRect();
  const inside = r.height > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (inside && el.contains(hit)) return "";
  return `${selector} at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight}, covered by ${hit?.outerHTML.slice(0, 80)}`;
}, selector);

/** Whether the first listed choice lies wholly within the window. */
const listInView = (page) => page.locator(".choices .action-list button.action").first().evaluate((b) => {
  const r = b.getBoundingClientRect();
  return r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1;
});

for (const slug of ["key-market", "nuernberg", "keyflower", "keyper"]) {
  test(`${slug} on a wide screen: the choices, the share link and the log stay in sight, uncovered, while the board scrolls`,
    { timeout: 120000 }, async (t) => {
      const { page, problems, close } = await browser({ viewport: { width: 1280, height: 600 } });
      t.after(close);
      await startGame(page, server.url, slug, ["human", "beginner"], 7);
      assert.equal(await settled(page), "act");
      await steady(page);
      const room = await page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight);
      assert.ok(room > 100, `the board is taller than the window (${room} px to scroll)`);
      for (const [where, to] of [["half-way", room / 2], ["to the end", room]]) {
        await page.evaluate((y) => window.scrollTo(0, y), to);
        await page.waitForFunction((y) => Math.abs(scrollY - y) < 2, to);
        const faults = [];
        for (const selector of ["#actions-title", "details.share > summary", ".game-log"]) {
          faults.push(await uncovered(page, selector));
        }
        assert.deepEqual(faults.filter(Boolean), [], `scrolled ${where}`);
      }
      // The share link opened: still in sight, with its copy button.
      await page.click("details.share > summary");
      await page.waitForFunction(() => document.querySelector(".share-link").value.includes("#/link/"));
      assert.deepEqual([await uncovered(page, ".share-link"), await uncovered(page, ".share-row .copy")].filter(Boolean), []);
      assert.deepEqual(problems, []);
    });
}

test("key-market on a wide screen: a click on the board offers its choices in sight and leaves the board where it was",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser({ viewport: { width: 1280, height: 600 } });
    t.after(close);
    await startGame(page, server.url, "key-market", ["human", "beginner"], 9);
    const field = await playUntil(page, ".km-field.lit", seeded(9));
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
    await field.scrollIntoViewIfNeeded();
    const at = await page.evaluate(() => scrollY);
    assert.ok(at > 100, `the page is scrolled (${at} px)`);
    await field.click();
    await page.waitForSelector(".all-choices");
    await page.waitForTimeout(500); // a scroll would have begun by now
    assert.equal(await page.evaluate(() => scrollY), at, "the board stays under the pointer");
    assert.equal(await listInView(page), true, "the offered choices are in sight");
    assert.deepEqual(problems, []);
  });

/** Plays seeded random choices until `selector` is on the board; returns it (the first one). */
async function playUntil(page, selector, rng) {
  for (let i = 0; i < 300 && !(await page.locator(selector).count()); i++) {
    assert.equal(await settled(page), "act");
    await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
  }
  assert.equal(await settled(page), "act");
  await steady(page);
  return page.locator(selector).first();
}

for (const [slug, place] of [["key-market", ".km-field.lit"], ["nuernberg", ".nb-card.lit"]]) {
  for (const motion of ["reduce", "no-preference"]) {
    test(`${slug} on a phone, motion ${motion}: a tap on the board that offers choices brings the list into view`,
      { timeout: 120000 }, async (t) => {
        const { page, problems, close } = await browser({ viewport: { width: 390, height: 844 } });
        t.after(close);
        await page.emulateMedia({ reducedMotion: motion });
        await startGame(page, server.url, slug, ["human", "beginner"], 9);
        const spot = await playUntil(page, place, seeded(9));
        await spot.scrollIntoViewIfNeeded();
        assert.equal(await listInView(page), false, "with the place in view, the list is out of sight");
        const before = await moves(page);
        await spot.click();
        await page.waitForSelector(".all-choices");
        assert.equal(await moves(page), before, "the tap offered choices and played nothing");
        await page.waitForFunction(() => {
          const r = document.querySelector(".choices .action-list button.action")?.getBoundingClientRect();
          return r && r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1;
        }, null, { timeout: 5000 });
        assert.deepEqual(problems, []);
      });
  }
}

test("Skip to the board, beside Skip to your choices: the focus goes to the board, the next Tab into it", async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  await startGame(page, server.url, "key-market", ["human", "beginner"], 4);
  await page.reload(); // the page as it opens, the focus at its start
  await settled(page);
  const focused = () => page.evaluate(() => document.activeElement.textContent.trim());
  await page.keyboard.press("Tab");
  assert.equal(await focused(), "Skip to your choices");
  await page.keyboard.press("Tab");
  assert.equal(await focused(), "Skip to the board");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.id), "board");
  assert.equal(await page.locator("#board").getAttribute("aria-label"), "Board");
  await page.keyboard.press("Tab");
  const next = await page.evaluate(() => document.activeElement.closest("#board") && document.activeElement.outerHTML.slice(0, 80));
  assert.ok(next, "Tab goes on within the board");
  t.diagnostic(`after the skip, Tab reaches ${next}`);
  // Away from a game, the one skip link leads to the page's content.
  await page.click("header.top a[href='#/saves']");
  await page.waitForFunction(() => document.activeElement.tagName === "H1");
  assert.deepEqual(await page.locator(".skip-link").allTextContents(), ["Skip to the content"]);
  assert.deepEqual(problems, []);
});
