// Embeds in a page on another origin (a second loopback port), as a wiki would have them: each
// frame gets its content's height as soon as it is laid out, also below the fold and without
// scrolling; an interactive embed of a running game shows its hand-off inside a frame fitted to
// it, and the reader can start it there and try a move.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { browser, choose, moves, seeded, serve, settled, shareLink, startGame, steady } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

/** Serves `html` at "/" of a second origin (another loopback port) until `close`. */
async function hostPage(html) {
  const other = createServer((req, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html));
  await new Promise((ok) => other.listen(0, "127.0.0.1", ok));
  const close = () => new Promise((ok) => { other.closeAllConnections(); other.close(ok); });
  return { url: `http://127.0.0.1:${other.address().port}/`, close };
}

/** A wiki-like page: each of `hashes` in a frame (with the README's sandbox) after `gap` px of text;
 * it sizes a frame from the height the frame posts, as public/wiki-example.html does. */
function wiki(hashes, gap) {
  const sandbox = readFileSync("README.md", "utf8").match(/sandbox="([^"]+)"/)[1];
  const frames = hashes.map((hash, i) => `<div style="height:${gap}px">Text ${i}</div>
    <iframe class="keydom" title="Example ${i}" sandbox="${sandbox}" src="${server.url}${hash}"></iframe>`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A wiki</title>
    <style>body { margin: 0; padding: 16px; } iframe.keydom { display: block; width: 700px; height: 12rem; border: 0; }</style>
    </head><body>${frames}<script>
    window.addEventListener("message", (event) => {
      if (event.data?.keydom !== "height" || !Number.isFinite(event.data.height)) return;
      for (const f of document.querySelectorAll("iframe.keydom")) if (f.contentWindow === event.source) f.style.height = event.data.height + "px";
    });</script></body></html>`;
}

/** The height each frame's content has now and the height its element has, in order. */
async function heights(page) {
  const frames = await page.locator("iframe.keydom").elementHandles();
  const out = [];
  for (const f of frames) {
    const inner = await (await f.contentFrame()).evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    out.push({ inner, outer: await f.evaluate((e) => e.clientHeight) });
  }
  return out;
}

/** Waits until every frame's element is as tall as its content (and that content is drawn: `drawn`
 * in each frame), without scrolling. */
async function fitted(page, drawn) {
  for (const f of await page.locator("iframe.keydom").elementHandles()) await (await f.contentFrame()).waitForSelector(drawn);
  const deadline = Date.now() + 15000;
  let now;
  while (Date.now() < deadline) {
    now = await heights(page);
    if (now.every(({ inner, outer }) => inner > 100 && Math.abs(inner - outer) <= 1)) return now;
    await page.waitForTimeout(200);
  }
  assert.fail(`frames not fitted to their content: ${JSON.stringify(now)}`);
}

test("frames on another origin get their content's height once laid out, below the fold too, without scrolling",
  { timeout: 120000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    const examples = ["key-market/spring-weather", "keyflower/outbid", "keyper/goldsmith?part=players",
      "nuernberg/erste-runde", "keyflower/transport", "key-market/selling-fruit?part=market"];
    const host = await hostPage(wiki(examples.map((e) => `#/embed/scenario/${e}`), 1200));
    t.after(host.close);
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(host.url);
    const sizes = await fitted(page, ".embed-shot :is(.km-board, .kf-board, .kp-board, .nb-board)");
    assert.equal(await page.evaluate(() => window.scrollY), 0, "nothing was scrolled");
    const below = await page.locator("iframe.keydom").evaluateAll((fs) => fs.filter((f) => f.getBoundingClientRect().top > innerHeight).length);
    assert.equal(below, examples.length, `every frame starts below the fold: ${JSON.stringify(sizes)}`);
    assert.deepEqual(problems, []);
  });

test("an interactive embed of a running two-person game shows its hand-off in a fitted frame, and starts there",
  { timeout: 180000 }, async (t) => {
    const { page, problems, close } = await browser();
    t.after(close);
    await startGame(page, server.url, "key-market", ["human", "human"], 3, ["Ada", "Bo"]);
    const rng = seeded(3);
    while (await moves(page) < 6) {
      if (await settled(page) === "handoff") await page.click(".handoff button.primary");
      else await choose(page, Math.floor(rng() * await page.locator(".action-list button.action").count()));
    }
    await steady(page);
    if (await page.locator(".handoff button.primary").count()) await page.click(".handoff button.primary");
    const payload = (await shareLink(page)).split("#/link/")[1];

    const host = await hostPage(wiki([`#/embed/link/${payload}?interactive=1`], 0));
    t.after(host.close);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(host.url);
    const frame = page.frameLocator("iframe.keydom");
    const [size] = await fitted(page, ".handoff");
    assert.ok(size.outer > 150, `the frame holds the hand-off: ${size.outer} px`);
    const box = await page.locator("iframe.keydom").boundingBox();
    const ready = await frame.locator(".handoff button.primary").boundingBox();
    assert.ok(ready.y >= box.y && ready.y + ready.height <= box.y + box.height, "\"I am ready\" lies inside the frame");
    assert.equal(await frame.locator(".km-board, .action-list").count(), 0, "nothing of the seat before the hand-off");

    await frame.locator(".handoff button.primary").click();
    await frame.locator(".embed-try .km-board").waitFor();
    await fitted(page, ".embed-try .km-board");
    await frame.locator(".embed-try .action-list button.action").first().click();
    await frame.locator(".embed-try[data-tried='1']").waitFor();
    assert.deepEqual(problems, []);
  });
