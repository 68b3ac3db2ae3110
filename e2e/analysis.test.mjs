// The analysis of a finished game: a saved Key Market game reached from its score sheet, and a
// shared Nürnberg game's replay, each analysed in quick mode in the bots' worker; the chart draws
// a line per player and marks the rulebook's rounds (Nürnberg's four, not their passes), its end
// marks apart; the costliest decisions are listed, filtered to the seat of the person who played
// at this device at first (or to any seat, or all), and each turns the replay to the position
// before its move, captioned with that move; a saved game keeps its analysis, and a run stopped
// shows and saves nothing once the worker is idle; axe finds nothing serious. The time an analysis took is reported, never asserted.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { browser, countWorkerTraffic, open, serve, violations, workerIdle } from "./support.mjs";

let server;
before(async () => { server = await serve(); });
after(async () => { await server?.close(); });

const step = (page) => page.locator(".replay").getAttribute("data-step").then(Number);

/** Runs a quick analysis on the replay page and checks the chart and the costly decisions;
 * returns the decisions listed. */
async function analyse(t, page, players) {
  await page.waitForSelector("section.analysis button.start-analysis");
  await page.check("input.quick-analysis");
  const started = Date.now();
  await page.click("button.start-analysis");
  await page.waitForSelector(".analysis-status progress");
  await page.waitForSelector(".analysis-chart svg polyline", { timeout: 170000 });
  t.diagnostic(`quick analysis shown ${Date.now() - started} ms after the click`);
  assert.equal(await page.locator(".analysis-status progress").count(), 0, "the bar is gone");
  assert.equal(await page.locator(".analysis-chart svg polyline.standing").count(), players, "a line per player");
  const name = await page.locator(".analysis-chart svg[role=img]").getAttribute("aria-labelledby");
  assert.match(await page.locator(`#${name}`).textContent(), /win chance/);
  assert.equal(await page.locator(".chart-numbers tbody tr").count(), players, "the chart in numbers");
  assert.match(await page.locator(".analysis-ran").textContent(), /tries \(quick\)/);
  assert.match(await page.locator(".analysis-honest").textContent(), /not the truth/);
  const decisions = await listed(page);
  assert.ok(decisions.length >= 1 && decisions.length <= 5, `${decisions.length} costly decisions`);
  for (const d of decisions) {
    assert.match(d.text, /Played: .+ — (win chance \d+ % ± \d+ %|not estimated)/);
    assert.match(d.text, /The bot preferred: .+ — win chance \d+ % ± \d+ %/);
  }
  return decisions;
}

/** The costly decisions listed: the position each was made at, its seat, its player, the move
 * played in words, and the whole text. */
const listed = (page) => page.$$eval(".costly-decision:not([hidden])", (items) => items.map((li) => ({
  step: Number(li.dataset.step), seat: Number(li.dataset.seat), name: li.querySelector("strong").textContent,
  played: li.querySelector(".played").textContent, text: li.textContent,
})));

/** Clicks the `i`-th costly decision's button ("move N") and checks that the replay shows the
 * position before move N (after N - 1 moves) through the deciding seat's eyes, captioned with
 * move N: who makes it and what. */
async function showDecision(page, decisions, i) {
  const d = decisions[i];
  assert.match(d.text, new RegExp(`, move ${d.step + 1}Played`));
  await page.locator(".costly-decision:not([hidden]) button.show-decision").nth(i).click();
  await page.waitForFunction((n) => Number(document.querySelector(".replay").dataset.step) === n, d.step);
  assert.equal(await step(page), d.step);
  const moves = await page.locator(".replay").getAttribute("data-moves");
  const at = d.step === 0 ? `Set-up 0 / ${moves}` : `Move ${d.step} / ${moves}`;
  assert.equal((await page.locator(".replay-at").textContent()).trim(), at, "the position before the move");
  assert.equal(await page.locator(".replay-move").textContent(), `Before move ${d.step + 1}: ${d.name} — ${d.played}`);
  assert.equal(await page.inputValue(".replay-seat"), String(d.seat), "through the decider's eyes");
}

test("a finished Key Market save is analysed from its score sheet and keeps its analysis; Stop ends a run", { timeout: 240000 }, async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  await page.addInitScript(countWorkerTraffic);
  await open(page, server.url);
  const save = JSON.parse(readFileSync("tests/fixtures/saves/key_market-2p-finished.json", "utf8"));
  // The second seat played at this device; the first is a bot.
  save.seats[1] = { name: "Ada", kind: "human" };
  await page.evaluate((save) => localStorage.setItem(`keydom.save.${save.id}`, JSON.stringify(save)), save);
  await open(page, server.url, `#/play/${save.id}`);
  await page.waitForSelector(".score-sheet");
  await page.click("a.analyse-game");
  await page.waitForSelector(".replay .km-board");
  assert.equal(await step(page), save.actions.length, "the replay opens on the final position");
  assert.equal(await page.locator(".costly-decision").count(), 0, "nothing analysed yet");

  // A quick run stopped at once shows and saves nothing, even once the worker has answered all
  // it was asked (a run Stop did not end would go on asking until its chart showed).
  await page.check("input.quick-analysis");
  await page.click("button.start-analysis");
  await page.click("button.stop-analysis");
  assert.equal(await page.locator(".analysis-status progress").count(), 0, "stopped");
  await workerIdle(page);
  assert.equal(await page.locator(".analysis-chart").count(), 0, "a stopped analysis shows nothing");
  const unsaved = await page.evaluate((id) => JSON.parse(localStorage.getItem(`keydom.save.${id}`)).analysis, save.id);
  assert.equal(unsaved ?? null, null, "nor is it saved");

  const decisions = await analyse(t, page, 2);
  // "The game is played over 8 seasons": a mark at the start of each.
  assert.equal(await page.locator(".analysis-chart line.round").count(), 8, "Key Market's eight seasons");
  assert.match(await page.locator(".analysis-chart figcaption").textContent(), /mark the start of each season/);
  assert.equal(await page.inputValue("select.costly-seat"), "1", "at first the costliest of the person here");
  assert.ok(decisions.every((d) => d.seat === 1 && d.name === "Ada"), "only Ada's");
  await showDecision(page, decisions, decisions.length - 1);
  await showDecision(page, decisions, 0);
  assert.deepEqual(await violations(page), []);

  // Everyone's, then the bot's alone, picked by keyboard.
  await page.selectOption("select.costly-seat", "all");
  const all = await listed(page);
  assert.ok(all.length >= decisions.length && all.length <= 5, `${all.length} of all`);
  const cost = (d) => Number(d.text.match(/Cost: (\d+)/)[1]);
  assert.deepEqual(all.map(cost), all.map(cost).sort((a, b) => b - a), "the costliest first");
  await page.focus("select.costly-seat");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.inputValue("select.costly-seat"), "0");
  const bots = await listed(page);
  assert.ok(bots.length >= 1 && bots.every((d) => d.seat === 0 && d.name === "Spieler 1"), "only the bot's");
  assert.ok(bots.every((d) => all.length < 5 || cost(d) <= cost(all[4])), "none costlier than the fifth of all");
  await page.selectOption("select.costly-seat", "1");

  const kept = await page.evaluate((id) => JSON.parse(localStorage.getItem(`keydom.save.${id}`)).analysis, save.id);
  assert.ok(typeof kept === "string" && kept.length > 20, "the save keeps the analysis");
  await open(page, server.url, "#/saves");
  await page.click("a.replay");
  await page.waitForSelector(".analysis-chart svg polyline");
  assert.equal(await page.locator(".analysis-status progress").count(), 0, "shown at once, not worked out again");
  const again = await page.$$eval(".costly-decision:not([hidden])", (items) => items.map((li) => Number(li.dataset.step)));
  assert.deepEqual(again, decisions.map((d) => d.step), "the same decisions");
  assert.deepEqual(problems, []);
});

test("a shared finished Nürnberg game's replay is analysed", { timeout: 240000 }, async (t) => {
  const { page, problems, close } = await browser();
  t.after(close);
  const payload = readFileSync("tests/fixtures/links/nuernberg-2p-finished.v2.txt", "utf8").trim();
  await open(page, server.url, `#/replay/link/${payload}`);
  await page.waitForSelector(".replay .nb-board");
  await page.waitForSelector("button.start-analysis");

  const decisions = await analyse(t, page, 2);
  await showDecision(page, decisions, 0);
  // "Das Spiel dauert 4 Spielrunden": a mark at the start of each, none at the passes.
  assert.equal(await page.locator(".analysis-chart line.round").count(), 4, "Nürnberg's four rounds");
  assert.deepEqual(await page.locator(".analysis-chart line.round title").allTextContents(),
    ["Round 1", "Round 2", "Round 3", "Round 4"]);
  assert.match(await page.locator(".analysis-chart figcaption").textContent(), /mark the start of each round/);
  const rings = await page.$$eval(".analysis-chart circle.seat-ring", (cs) => cs.map((c) => c.getBoundingClientRect()));
  assert.equal(rings.length, 2);
  const apart = (a, b) => a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
  assert.ok(apart(rings[0], rings[1]), `the end marks do not overlap: ${JSON.stringify(rings)}`);
  assert.equal(await page.inputValue("select.costly-seat"), "all", "a link does not say who played here");
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(problems, []);
});
