// Share links in the page: a running Key Market game as a link opened on the same device finds its
// save; play by link between two devices keeps one save on each and refuses a stale link; a
// tampered link refused with the move where it breaks; a script-like player name shown as text,
// on the link's summary and on the Keyflower and Keyper boards of its replay and embed.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, choose, moves, newGame, open, play, saves, serve, settled, shareLink, startGame } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

test("a link of a game this device holds opens that save and stores no copy", async (t) => {
  const { context, page, problems, close } = await browser();
  t.after(close);
  await newGame(page, server.url, "Ada");
  await play(page, 6);
  const at = await moves(page);
  const link = await shareLink(page);
  assert.ok(link.startsWith(server.url), link);
  assert.match(await page.locator(".share .hint").textContent(), /hidden goods and gold included/);
  const before = await saves(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await page.click(".share .copy");
  await page.waitForFunction(() => document.querySelector(".share .copied").textContent);
  assert.equal(await page.locator(".share .copied").textContent(), "Link copied.");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);

  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector(".shared-summary");
  assert.equal(Number(await other.locator(".shared-summary .moves").textContent()), at);
  assert.match(await other.locator(".shared-summary .players").textContent(), /^Ada, /);
  assert.match(await other.locator(".standing").textContent(), /saved on this device already/);
  assert.equal(await other.locator("text=Continue here").count(), 0);
  await other.click("a.open-save");
  await other.waitForSelector(".table");
  assert.equal(await moves(other), at);
  assert.deepEqual(await saves(other), before, "the same save, no copy");
  assert.deepEqual(problems, []);
});

/** Plays the first offered choice until the page offers to send the turn; returns that link. */
async function playUntilSend(page) {
  await page.click(".handoff button");
  for (let played = 0; !(await page.locator("details.send-turn").count()); played++) {
    assert.ok(played < 12, "the turn passes within a few moves");
    const before = await moves(page);
    await page.locator(".action-list button.action").first().click();
    await page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) > n, before);
    await page.waitForSelector(".action-list button.action, .handoff button");
  }
  await page.locator("details.send-turn summary").click();
  await page.waitForFunction(() => document.querySelector(".send-turn .share-link").value.includes("#/link/"));
  return page.locator(".send-turn .share-link").inputValue();
}

/** Opens `link` on a device, checks how it stands to the save there and takes the offer to
 * continue; returns the moves it holds. */
async function receive(page, link, standing) {
  await page.goto(link);
  await page.waitForSelector(".shared-summary");
  const moves = Number(await page.locator(".shared-summary .moves").textContent());
  if (standing) assert.match(await page.locator(".standing").textContent(), standing);
  else assert.equal(await page.locator(".standing").count(), 0);
  await page.click("text=Continue here");
  await page.waitForSelector(".handoff button");
  assert.equal(await page.locator("details.send-turn").count(), 0, "the turn received is not offered back");
  return moves;
}

test("play by link between two devices keeps one save on each; a stale link opens nothing over it, a parted one is kept beside it on request", async (t) => {
  const ada = await browser();
  const bo = await browser();
  t.after(ada.close);
  t.after(bo.close);
  await newGame(ada.page, server.url, "Ada", "human");
  const first = await playUntilSend(ada.page);
  await open(bo.page, server.url);
  await bo.page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
  await receive(bo.page, first, null);
  const second = await playUntilSend(bo.page);
  const at = await receive(ada.page, second, /continues your save of this game: \d+ moves? new/);
  assert.equal(await moves(ada.page), at);
  const third = await playUntilSend(ada.page);
  await receive(bo.page, third, /continues your save/);
  assert.equal((await saves(ada.page)).length, 1, "one save on Ada's device");
  assert.equal((await saves(bo.page)).length, 1, "one save on Bo's device");

  // Ada plays Bo's next move herself, differently: the link parts from Bo's save.
  await ada.page.click(".handoff button");
  const parted = await moves(ada.page) + 1;
  await ada.page.locator(".action-list button.action").nth(1).click();
  await ada.page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) >= n, parted);
  // The share panel is behind the hand-off when the device goes to the other person next.
  await ada.page.waitForSelector(".action-list button.action, .handoff button");
  if (await ada.page.locator(".handoff button").count()) await ada.page.click(".handoff button");
  const other = await shareLink(ada.page);
  const mine = await saves(bo.page);
  await bo.page.click(".handoff button");
  await bo.page.locator(".action-list button.action").first().click();
  await bo.page.waitForFunction((n) => Number(document.querySelector(".table").dataset.moves) >= n, parted);
  await bo.page.goto(other);
  await bo.page.waitForSelector(".standing");
  assert.match(await bo.page.locator(".standing").textContent(), new RegExp(`different ways from move ${parted}\\.`));
  await bo.page.click("text=Keep both");
  await bo.page.waitForSelector(".table");
  assert.equal((await saves(bo.page)).length, 2, "both kept");
  const both = await saves(bo.page);
  assert.ok(mine.every((k) => both.includes(k)), "Bo's own save is still there");
  await open(bo.page, server.url, "#/saves");
  assert.equal(await bo.page.locator(".save .parted").textContent(), `Received by link, played differently from move ${parted}`);

  const kept = await saves(bo.page);
  await bo.page.goto(first);
  await bo.page.waitForSelector(".standing");
  assert.match(await bo.page.locator(".standing").textContent(), /older than your save of this game \(\d+ moves? behind\)/);
  assert.equal(await bo.page.locator("text=Continue here").count(), 0);
  assert.equal(await bo.page.locator("a.open-save").count(), 1);
  assert.deepEqual(await saves(bo.page), kept, "nothing stored");
  assert.deepEqual([...ada.problems, ...bo.problems], []);
});

test("a tampered or cut link is refused with a reason and stores nothing", async (t) => {
  const { page, close } = await browser();
  t.after(close);
  await newGame(page, server.url, "Bo");
  await play(page, 4);
  const link = await shareLink(page);
  const before = await saves(page);
  await page.goto(link.slice(0, link.length - 12));
  await page.waitForSelector(".notice.error");
  assert.match(await page.locator(".notice.error").textContent(), /cut off when copied/);
  assert.equal(await page.locator("text=Continue here").count(), 0);
  assert.deepEqual(await saves(page), before);
});

test("a player name that looks like markup is shown as text", async (t) => {
  const { page, close } = await browser();
  t.after(close);
  const name = "<img src=x onerror=1>"; // within the name field's 24 characters
  await newGame(page, server.url, name);
  let dialogs = 0;
  page.on("dialog", (d) => { dialogs++; d.dismiss(); });
  const link = await shareLink(page);
  await page.goto(link);
  await page.waitForSelector(".shared-summary");
  assert.ok((await page.locator(".shared-summary .players").textContent()).startsWith(name));
  assert.equal(await page.locator(".shared-summary img").count(), 0);
  assert.equal(dialogs, 0);
});

/** Names typed to break out of text, each within the name field's 24 characters. */
const HOSTILE = [`"><svg onload=alert(1)>`, "<img src=x onerror=f()>", "</text><b>bold</b>"];

for (const [slug, board, named] of [["keyflower", ".kf-board", ".kf-player .kf-head b"], ["keyper", ".kp-board", ".kp-player > .kp-head > .kp-title"]]) {
  test(`player names that look like markup are text on the ${slug} board of a shared link's replay and embed`,
    { timeout: 120000 }, async (t) => {
      const { page, problems, close } = await browser();
      t.after(close);
      let dialogs = 0;
      page.on("dialog", (d) => { dialogs++; d.dismiss(); });
      await startGame(page, server.url, slug, ["human", "beginner", "beginner"], 5, HOSTILE);
      for (let i = 0; i < 3; i++) {
        assert.equal(await settled(page), "act");
        await choose(page, 0);
      }
      const payload = (await shareLink(page)).split("#/link/")[1];
      for (const [hash, root] of [[`#/replay/link/${payload}`, ".replay"], [`#/embed/link/${payload}`, ".embed-shot"]]) {
        await page.goto(server.url + hash);
        await page.waitForSelector(`${root} ${board}`);
        const shown = await page.locator(`${root} ${named}`).allTextContents();
        assert.deepEqual([...shown].sort(), [...HOSTILE].sort(), `${hash}: every name, as it was typed`);
        assert.equal(await page.locator(`${root} :is(img, [onload], [onerror], [onmouseover])`).count(), 0,
          `${hash}: no element or attribute came of the names`);
        assert.equal(await page.locator(`${root} b:text-is("bold")`).count(), 0, `${hash}: nor any bold text`);
      }
      assert.equal(dialogs, 0);
      assert.deepEqual(problems, []);
    });
}
