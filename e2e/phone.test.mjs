// On a phone (390 px wide): each game's board is drawn where all its text is at least 11 px,
// panning sideways with the part in play in view; a button, named for screen readers and
// pressed by keyboard, fits the whole board on the screen, and a second press reads it again.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, choose, seeded, settled, serve, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** The smallest text drawn on the board, in CSS pixels on the screen, and what it says. */
const smallestText = (page) => page.locator(".board-area").evaluate((area) => {
  let least = [Infinity, ""];
  const walk = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  for (let node; (node = walk.nextNode());) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el.getClientRects().length || el.closest(".visually-hidden")) continue;
    const svg = el.closest("text");
    const px = parseFloat(getComputedStyle(el).fontSize) * (svg ? svg.getScreenCTM().a : 1);
    if (px < least[0]) least = [px, `${el.getAttribute("class") ?? el.tagName} “${node.textContent.trim()}”`];
  }
  return least;
});

/** The board's drawings (SVG) that do not lie wholly within the screen's width. */
const cutOff = (page) => page.locator(".board-area").evaluate((area) => [...area.querySelectorAll("svg")]
  .filter((svg) => svg.getClientRects().length && !svg.closest("symbol, [aria-hidden=true]"))
  .map((svg) => svg.getBoundingClientRect())
  .filter((r) => r.width > 20 && (r.left < -1 || r.right > innerWidth + 1))
  .map((r) => `${Math.round(r.left)}–${Math.round(r.right)}`));

/** Whether the part in play (a place to choose, else the called house) stands within the screen's width. */
const inPlayInView = (page) => page.waitForFunction(() => {
  const spot = document.querySelector(".board-area :is(.lit, .km-spot, .nb-house.called)");
  const r = spot?.getBoundingClientRect();
  return r && r.left >= -1 && r.right <= innerWidth + 1;
}, null, { timeout: 5000 });

for (const [slug, moves] of [["key-market", 12], ["nuernberg", 8]]) {
  test(`${slug} on a phone: text of 11 px or more, panned to the part in play; the fit button shows the whole board`,
    { timeout: 120000 }, async (t) => {
      const { page, problems, close } = await browser();
      t.after(close);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await startGame(page, server.url, slug, ["human", "beginner"], 21);
      const rng = seeded(21);
      for (let i = 0; i < moves && await settled(page) === "act"; i++) {
        // Before the last move, whatever pans is panned to its far end: the move brings the part in play back.
        if (i === moves - 1) await page.evaluate(() => document.querySelectorAll(".board-area :is(.pan, .nb-houses)")
          .forEach((e) => { e.scrollLeft = e.scrollWidth; }));
        await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
      }
      assert.equal(await settled(page), "act");
      await steady(page);

      const fit = page.getByRole("button", { name: "Fit the whole board" });
      assert.equal(await fit.getAttribute("aria-pressed"), "false");
      const [least, what] = await smallestText(page);
      assert.ok(least >= 11, `the smallest text is ${least.toFixed(1)} px: ${what}`);
      await inPlayInView(page);

      await fit.focus();
      await page.keyboard.press("Enter");
      assert.equal(await fit.getAttribute("aria-pressed"), "true");
      assert.deepEqual(await cutOff(page), [], "fitted, every part of the board is on the screen");
      assert.equal(await page.evaluate(() => document.scrollingElement.scrollWidth), 390, "and the page does not scroll sideways");

      await page.keyboard.press("Space");
      assert.equal(await fit.getAttribute("aria-pressed"), "false");
      assert.ok((await smallestText(page))[0] >= 11, "read again at 11 px or more");
      await inPlayInView(page);
      assert.deepEqual(problems, []);
    });
}

test("keyflower on a phone: the auction wraps within the screen, each tile's bids summed up per player, opening in full on a tap or by key",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await startGame(page, server.url, "keyflower", ["human", "beginner", "beginner"], 21);
    const rng = seeded(21);
    // Play on until two tiles up for auction have bids.
    for (let i = 0; i < 40 && await page.locator(".kf-card .kf-bids-phone").count() < 2; i++) {
      assert.equal(await settled(page), "act");
      await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
    }
    await steady(page);
    const row = page.locator(".kf-row").first();
    // The tiles wrap onto more lines, as on a desktop: nothing scrolls sideways out of sight.
    assert.ok(await row.evaluate((r) => r.scrollWidth <= r.clientWidth), "the tiles wrap, none cut off");
    assert.ok(await row.evaluate((r) => r.getBoundingClientRect().right <= innerWidth + 1), "the row lies within the screen");
    const card = page.locator(".kf-card", { has: page.locator(".kf-bids-phone") }).first();
    assert.equal(await card.locator(":scope > .kf-bids").isVisible(), false, "the full bids are folded away");
    const summary = card.locator(".kf-bids-phone > summary");
    assert.ok(await summary.isVisible());
    // One entry per bidder: their chip, their bid's colour and count.
    const bidders = await card.locator(":scope > .kf-bids .kf-bid").count();
    assert.equal(await summary.locator(".kf-bid").count(), bidders);
    assert.match(await summary.locator(".kf-bid").first().innerText(), /\d/);
    const fontPx = await summary.evaluate((s) => parseFloat(getComputedStyle(s).fontSize));
    assert.ok(fontPx >= 11, `the summary is read at ${fontPx} px`);
    const full = card.locator(".kf-bids-phone > .kf-bids");
    assert.equal(await full.isVisible(), false);
    await summary.click();
    assert.ok(await full.isVisible(), "a tap opens the bids in full");
    assert.equal(await full.locator(".kf-bid").count(), bidders);
    await summary.click();
    assert.equal(await full.isVisible(), false, "and a second tap folds them");
    await summary.focus();
    await page.keyboard.press("Enter");
    assert.ok(await full.isVisible(), "Enter opens them too");
    // Opened, they stay open when the next moves draw the board anew.
    const tile = await card.locator(".kf-bids-phone").getAttribute("data-tile");
    await choose(page, 0);
    await settled(page);
    const same = page.locator(`.kf-bids-phone[data-tile="${tile}"]`);
    assert.equal(await same.count(), 1, "the tile still has bids");
    assert.notEqual(await same.getAttribute("open"), null, "still open after a move");
    // On a wide screen the bids are shown in full and the summary is gone.
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.ok(await card.locator(":scope > .kf-bids").isVisible());
    assert.equal(await summary.isVisible(), false);
    assert.deepEqual(problems, []);
  });

test("keyflower on a phone at 4 players: every village lies within the screen, a tapped thumbnail opens and fits too",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await page.setViewportSize({ width: 390, height: 844 });
    await startGame(page, server.url, "keyflower", ["human", "beginner", "beginner", "beginner"], 21);
    await page.waitForSelector(".kf-village-box.focus");
    await steady(page);
    const outside = () => page.evaluate(() => [...document.querySelectorAll(".kf-village")]
      .map((svg) => svg.getBoundingClientRect())
      .filter((r) => r.left < -1 || r.right > innerWidth + 1 || r.height > innerHeight)
      .map((r) => `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.height)}`));
    assert.equal(await page.locator(".kf-village").count(), 4);
    assert.deepEqual(await outside(), []);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 391, `the page itself does not scroll sideways (${wide} px wide)`);
    const thumb = page.locator(".kf-village-box:not(.focus)").first();
    const seat = await thumb.getAttribute("data-seat");
    await thumb.locator(".kf-village").click();
    assert.equal(await page.locator(".kf-village-box.focus").getAttribute("data-seat"), seat);
    assert.deepEqual(await outside(), []);
    assert.deepEqual(problems, []);
  });
