// Screenshots of a game in the middle (desktop 1280×800 and phone 390×844, light and dark) for
// review, written to docs/<game>-desktop.png, docs/<game>-phone.png and the same with -dark.
// Run: trunk build --release && node scripts/screenshots.mjs key-market   (or nuernberg, keyflower, keyper)
// A second argument sets the number of seats (and a shorter game): `keyflower 6` writes
// docs/keyflower-6p-desktop.png and the like.
import { browser, open, serve } from "../e2e/support.mjs";

const game = process.argv[2] ?? "key-market";
// How far into the game, in moves, and how many seats (the person first, bots after); whether
// to choose among the actions folded behind "Show as a list" too (Keyflower's bids and uses,
// Keyper's fields); and which piece's detail in words to show in the board's panel.
const config = {
  "key-market": { moves: 150, seats: 3 },
  nuernberg: { moves: 30, seats: 4 },
  keyflower: { moves: 160, seats: 4, unfold: true },
  keyper: { moves: 120, seats: 4, unfold: true, detail: ".kp-display [data-d]" },
}[game];
const count = Number(process.argv[3] ?? 0);
const { moves, seats, unfold, detail } = count ? { ...config, seats: count, moves: 40 } : config;
const stem = count ? `${game}-${count}p` : game;

const server = await serve("dist");
const { page, close } = await browser();
await open(page, server.url);
await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
await open(page, server.url, `#/new/${game}`);
await page.selectOption("select >> nth=0", String(seats));
// A fixed game number: the same game every time.
await page.click("details.more summary");
await page.fill("input.game-number", "1");
await page.click("button[type=submit]");
await page.waitForSelector(".table");
// Play a fixed sequence of choices until the game is well under way.
for (let i = 0; Number(await page.locator(".table").getAttribute("data-moves")) < moves; i++) {
  await page.waitForSelector(".action-list button.action, .score-sheet", { state: "attached" });
  if (unfold && await page.locator(".action-list details.as-list:not([open]) > summary").count()) {
    await page.click(".action-list details.as-list:not([open]) > summary");
  }
  const choices = page.locator(".action-list button.action:visible");
  const n = await choices.count();
  if (!n) break;
  const before = await page.locator(".table").getAttribute("data-moves");
  await choices.nth((i * 7) % n).click();
  await page.waitForFunction((b) => document.querySelector(".table").dataset.moves !== b, before);
}
// The person's turn, no bot thinking.
await page.waitForFunction(() => document.querySelector(".action-list button.action") && !document.querySelector(".thinking")?.textContent);
// The folded list closed again, as a person first sees it.
await page.evaluate(() => document.querySelectorAll(".action-list details.as-list[open]").forEach((d) => { d.open = false; }));
// A piece in focus, its detail in the panel.
if (detail) await page.locator(detail).first().focus();
for (const scheme of ["light", "dark"]) {
  await page.emulateMedia({ colorScheme: scheme });
  for (const [name, width, height] of [["desktop", 1280, 800], ["phone", 390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = `docs/${stem}-${name}${scheme === "dark" ? "-dark" : ""}.png`;
    await page.screenshot({ path });
    console.log(path);
  }
}
await close();
await server.close();
