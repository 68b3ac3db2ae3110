// Screenshots of a Key Market game in the middle (desktop 1280×800 and phone 390×844) for
// review, written to docs/. Run: trunk build --release && node scripts/km-screenshots.mjs
import { browser, open, serve } from "../e2e/support.mjs";

const server = await serve("dist");
const { page, close } = await browser();
await open(page, server.url);
await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
await open(page, server.url, "#/new/key-market");
await page.selectOption("select >> nth=0", "3");
await page.click("button[type=submit]");
await page.waitForSelector(".table");
// Play a fixed sequence of choices until the game is well into the first year.
for (let i = 0; Number(await page.locator(".table").getAttribute("data-moves")) < 150; i++) {
  await page.waitForSelector(".action-list button.action, .score-sheet");
  const choices = page.locator(".action-list button.action");
  const n = await choices.count();
  if (!n) break;
  const before = await page.locator(".table").getAttribute("data-moves");
  await choices.nth((i * 7) % n).click();
  await page.waitForFunction((b) => document.querySelector(".table").dataset.moves !== b, before);
}
for (const [name, width, height] of [["desktop", 1280, 800], ["phone", 390, 844]]) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/key-market-${name}.png` });
  console.log(`docs/key-market-${name}.png`);
}
await close();
await server.close();
