// Share links in the page: a running Key Market game as a link, opened in another tab as a new
// saved game at the same position; a tampered link refused with the move where it breaks; a
// script-like player name shown as text.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, moves, newGame, play, saves, serve, shareLink } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

test("a running game sent as a link continues in another tab as a new save at the same position", async (t) => {
  const { context, page, problems, close } = await browser();
  t.after(close);
  await newGame(page, server.url, "Ada");
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
