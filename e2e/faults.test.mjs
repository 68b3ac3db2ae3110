// Small faults a new player met (issue 28, item 7), on the shared pages: every error page has a
// heading, a message that helps and a way back; the new-game dialog offers Variant C's seats
// for the table's player count only and explains the variants; a save imported twice is refused.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { browser, newGame, open, saves, serve, shareLink } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

test("error pages of the replay, the embed, a save and an unknown address have a heading, say what is wrong and lead home",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await newGame(page, server.url, "Cy");
    const payload = (await shareLink(page)).split("#/link/")[1];
    const cases = [
      [`#/replay/link/${payload.slice(0, -10)}`, "This cannot be shown", /cut off when copied/],
      [`#/embed/link/${payload}?step=999`, "This cannot be shown", /no step 999/],
      ["#/embed/scenario/chess/opening", "This cannot be shown", /no game “chess”/],
      ["#/play/no-such-save", "This game cannot be opened", /./],
      ["#/new/chess", "Page not found", /no page at this address.*Key Market, Nürnberg, Keyper and Keyflower.*#\/new\/chess/s],
    ];
    for (const [hash, heading, message] of cases) {
      await open(page, server.url, "#/");
      await page.goto(server.url + hash);
      await page.waitForSelector(".notice.error");
      assert.equal(await page.locator("h1").textContent(), heading, hash);
      assert.match(await page.locator(".notice.error").textContent(), message, hash);
      if (!hash.startsWith("#/play/")) assert.equal(await page.locator("main a[href='#/']").count(), 1, `${hash}: a link home`);
    }
    assert.deepEqual(problems, []);
  });

test("the new-game dialog explains Keyflower's variants and offers Variant C's seats for the table's player count only",
  { timeout: 60000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await open(page, server.url, "#/new/keyflower");
    await page.waitForSelector(".kf-options");
    const hints = await page.locator(".kf-options p.hint").allTextContents();
    assert.equal(hints.length, 3, "variants A, B and C are explained");
    assert.match(hints[0], /Only The Merchants' boats/);
    assert.match(hints[1], /behind the screen/);
    assert.match(hints[2], /one green worker more/);
    const seats = () => page.locator(".kf-handicap label.check:visible").allTextContents();
    await page.locator(".kf-options label.check", { hasText: "With The Merchants" }).locator("input").check();
    await page.selectOption("select >> nth=0", "6");
    assert.deepEqual((await seats()).map((s) => s.trim()), ["1", "2", "3", "4", "5", "6"]);
    await page.locator(".kf-handicap label.check", { hasText: "5" }).locator("input").check();
    await page.selectOption("select >> nth=0", "3");
    assert.deepEqual((await seats()).map((s) => s.trim()), ["1", "2", "3"], "three seats at three players");
    await page.selectOption("select >> nth=0", "6");
    assert.equal(await page.locator(".kf-handicap label.check", { hasText: "5" }).locator("input").isChecked(), false,
      "a seat that left the table is no longer helped");
    assert.deepEqual(problems, []);
  });

test("a save imported while the same game is saved is refused with a message and stores nothing", { timeout: 60000 }, async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  await newGame(page, server.url, "Cy");
  await open(page, server.url, "#/saves");
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("li.save button", { hasText: "Export" }).click()]);
  const text = await download.path().then((p) => import("node:fs").then((fs) => fs.readFileSync(p, "utf8")));
  const before = await saves(page);
  await page.setInputFiles("input[type=file]", { name: "again.json", mimeType: "application/json", buffer: Buffer.from(text) });
  await page.locator(".notice.error").waitFor();
  assert.match(await page.locator(".notice.error").textContent(), /This game is saved already \(the same game, players and moves\): nothing was imported\./);
  assert.deepEqual(await saves(page), before);
  assert.equal(await page.locator("li.save").count(), 1, "listed once");
  assert.deepEqual(problems, []);
});
