// End-to-end tests of a new version deployed while a tab is open (public/sw.js, src/ui/update.rs),
// on the release build in Debian's headless Chromium. Version A is dist/; version B is a copy
// with another version mark in its service worker and without A's lazily loaded modules
// (split_*, chunk_*), as a deploy that replaced the folder would leave the server. B keeps A's
// first load (main wasm, glue, loader), which its own page needs. A build without the split
// (KEYDOM_NO_SPLIT=1) loads no game's code later, so there only the notice and the caches are
// checked.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { browser, cacheNames, markWorker, newWorker, open, serve, startGame } from "./support.mjs";

const lazy = (name) => /^(split|chunk)_[^/]*\.wasm$/.test(name);
const split = readdirSync("dist").some(lazy);
let versionB;

before(() => {
  versionB = mkdtempSync(join(tmpdir(), "keydom-e2e-version-b-"));
  cpSync("dist", versionB, { recursive: true });
  for (const f of readdirSync(versionB).filter(lazy)) rmSync(join(versionB, f));
  const sw = readFileSync(join(versionB, "sw.js"), "utf8");
  const assets = JSON.parse(sw.match(/^const ASSETS = (.*);$/m)[1]).filter((a) => !lazy(a.slice(2)));
  const b = sw.replace(/^const VERSION = "(.*)";$/m, 'const VERSION = "$1-b";')
    .replace(/^const ASSETS = .*;$/m, `const ASSETS = ${JSON.stringify(assets)};`);
  assert.notEqual(b, sw, "sw.js has its VERSION and ASSETS lines");
  writeFileSync(join(versionB, "sw.js"), b);
});
after(() => rmSync(versionB, { recursive: true, force: true }));

/** A server of version A, and a browser whose tab has loaded it and is controlled by A's worker. */
async function tabOnA(t) {
  const server = await serve();
  t.after(() => server.close());
  const b = await browser();
  t.after(() => b.close());
  await open(b.page, server.url);
  await b.page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
  await b.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Marks this document, to tell later that the tab was never reloaded.
  await markWorker(b.page);
  return { server, ...b };
}

test("after an update, a tab still on the old version says a new version is ready and still opens a game it had not loaded", async (t) => {
  const { server, page, problems } = await tabOnA(t);
  const notice = page.locator(".update-ready .notice");
  assert.equal(await notice.count(), 0, "the first install is not announced");
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname.split("/").pop()));

  server.deploy(versionB);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await newWorker(page);
  await notice.waitFor();
  assert.match(await notice.textContent(), /A new version of Keydom is ready: reload the page to use it\. Games are saved after every move\./);
  assert.equal(await notice.getByRole("button", { name: "Reload" }).count(), 1, "with a button that reloads");

  // Nürnberg's code was never loaded by this tab, and B's server no longer has it.
  await startGame(page, server.url, "nuernberg", ["human", "beginner"], 3);
  await page.waitForSelector(".nb-board");
  await page.locator(".action-list button.action").first().click();
  await page.waitForFunction(() => Number(document.querySelector(".table").dataset.moves) >= 2);
  if (split) {
    const loaded = fetched.filter(lazy);
    assert.ok(loaded.some((n) => n.startsWith("split_nuernberg_ui-")), "Nürnberg's code");
    assert.ok(loaded.some((n) => n.startsWith("split_nuernberg_bots-")), "and its bots");
    assert.deepEqual(loaded.filter((n) => readdirSync(versionB).includes(n)), [], "none of which version B has");
  }
  assert.notEqual(await page.evaluate(() => window.keydomFirst), undefined, "the same tab, never reloaded");
  assert.deepEqual(problems, []);
});

test("a game's code that fails to load once a new version is ready offers a reload, not another try", {
  skip: !split && "a build without the split loads no game's code later",
}, async (t) => {
  const { server, page, problems } = await tabOnA(t);
  // Version A's files are gone after all (as if the browser had evicted them), and B is deployed.
  await page.evaluate(async () => { for (const name of await caches.keys()) await caches.delete(name); });
  server.deploy(versionB);

  // The failed load makes the page look for a new version, and B takes over.
  await page.evaluate(() => { location.hash = "#/replay/scenario/nuernberg/erste-runde"; });
  await newWorker(page);
  const alert = page.locator("main .notice.error");
  await page.waitForFunction(() => /new version of Keydom is ready/.test(document.querySelector("main .notice.error")?.textContent));
  assert.equal(await alert.textContent(),
    "Could not load this game's code, and a new version of Keydom is ready: please reload the page. Games are saved after every move.");
  assert.equal(await page.locator("button.retry").count(), 0, "no \"Try again\"");

  // The button in place of "Try again" reloads, from the keyboard too.
  await page.locator("main button.reload").focus();
  await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
  assert.equal(await page.evaluate(() => window.keydomFirst), undefined, "the page was reloaded");
  // Only the downloads of A's code went wrong (B's page, after the reload, lacks it too).
  assert.ok(problems.every((p) => /(split|chunk)_|Failed to load resource|'compile' on 'WebAssembly'/.test(p)), problems.join("\n"));
});

test("an older version's files are deleted once no page that may use them is open", async (t) => {
  const { server, page, context } = await tabOnA(t);
  server.deploy(versionB);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await newWorker(page);
  assert.equal((await cacheNames(page)).length, 2, "A's files are kept for the tab that runs A");

  // A second tab opens B while the first is still open: A's files stay.
  const second = await context.newPage();
  await open(second, server.url);
  assert.equal((await cacheNames(second)).length, 2, "kept while the first tab is open");

  // Once the first tab is closed, the next page opened drops them.
  await page.close();
  for (let tries = 0; (await cacheNames(second)).length > 1; tries++) {
    assert.ok(tries < 20, "A's cache is deleted");
    await second.reload();
    await second.waitForTimeout(100);
  }
  assert.deepEqual(await cacheNames(second), [`keydom-${readFileSync("dist/sw.js", "utf8").match(/const VERSION = "(.*)";/)[1]}-b`]);
});
