// Share links in the page: a running Key Market game as a link, opened in another tab as a new
// saved game at the same position; a tampered link refused with the move where it breaks; a
// script-like player name shown as text.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, open, serve } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

const saves = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("keydom.save.")).sort());
const moves = (page) => page.locator(".table").getAttribute("data-moves").then(Number);

/** Starts a Key Market game: one person (named `name`) and a bot, bots acting at once. */
async function newGame(page, name) {
  await open(page, server.url);
  await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
  await open(page, server.url, "#/new/key-market");
  await page.locator("fieldset.seat").nth(0).locator("input").fill(name);
  await page.locator("fieldset.seat").nth(0).locator("select").selectOption("human");
  await page.locator("fieldset.seat").nth(1).locator("select").selectOption("beginner");
  await page.click("button[type=submit]");
  await page.waitForSelector(".action-list button.action");
}

/** Takes the first offered choice `count` times. */
async function play(page, count) {
  for (let i = 0; i < count; i++) {
    const before = await moves(page);
    await page.locator(".action-list button.action").first().click();
    await page.waitForFunction((b) => Number(document.querySelector(".table").dataset.moves) > b, before);
    await page.waitForSelector(".action-list button.action, .score-sheet");
  }
}

async function shareLink(page) {
  await page.locator("details.share summary").click();
  await page.waitForFunction(() => document.querySelector(".share-link").value.includes("#/link/"));
  return page.locator(".share-link").inputValue();
}

test("a running game sent as a link continues in another tab as a new save at the same position", async (t) => {
  const { context, page, problems } = await browser();
  t.after(() => page.context().close());
  await newGame(page, "Ada");
  await play(page, 6);
  const at = await moves(page);
  const link = await shareLink(page);
  assert.ok(link.startsWith(server.url), link);
  assert.match(await page.locator(".share .hint").textContent(), /hidden goods and gold included/);
  const before = await saves(page);

  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector(".shared-summary");
  assert.equal(Number(await other.locator(".shared-summary .moves").textContent()), at);
  assert.match(await other.locator(".shared-summary .players").textContent(), /^Ada, /);
  assert.deepEqual(await saves(other), before, "opening a link stores nothing");
  await other.click("text=Continue here");
  await other.waitForSelector(".table");
  assert.equal(await moves(other), at);
  const after = await saves(other);
  assert.equal(after.length, before.length + 1, "a new save, the old one untouched");
  assert.ok(before.every((k) => after.includes(k)));
  assert.deepEqual(problems, []);
});

test("a tampered or cut link is refused with a reason and stores nothing", async (t) => {
  const { page } = await browser();
  t.after(() => page.context().close());
  await newGame(page, "Bo");
  await play(page, 4);
  const link = await shareLink(page);
  const before = await saves(page);
  await page.goto(link.slice(0, link.length - 12));
  await page.waitForSelector(".notice.error");
  assert.match(await page.locator(".notice.error").textContent(), /damaged|no valid game/);
  assert.equal(await page.locator("text=Continue here").count(), 0);
  assert.deepEqual(await saves(page), before);
});

test("a player name that looks like markup is shown as text", async (t) => {
  const { page } = await browser();
  t.after(() => page.context().close());
  const name = "<img src=x onerror=1>"; // within the name field's 24 characters
  await newGame(page, name);
  let dialogs = 0;
  page.on("dialog", (d) => { dialogs++; d.dismiss(); });
  const link = await shareLink(page);
  await page.goto(link);
  await page.waitForSelector(".shared-summary");
  assert.ok((await page.locator(".shared-summary .players").textContent()).startsWith(name));
  assert.equal(await page.locator(".shared-summary img").count(), 0);
  assert.equal(dialogs, 0);
});
