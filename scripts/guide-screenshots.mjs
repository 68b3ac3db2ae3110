// Screenshots of a guided first game (issue 33) for review: the guide's panel and the board at
// the first step from the third on whose suggested move is marked on the board, desktop 1280×800
// and phone 390×844, written to docs/<game>-guide-desktop.png and docs/<game>-guide-phone.png.
// Run: trunk build --release && node scripts/guide-screenshots.mjs [game ...]   (all four by default)
import { browser, open, serve, settled } from "../e2e/support.mjs";

const games = process.argv.length > 2 ? process.argv.slice(2) : ["key-market", "nuernberg", "keyflower", "keyper"];
const server = await serve("dist");
const { page, close } = await browser();
await open(page, server.url);
await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
for (const game of games) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, server.url, `#/learn/${game}`);
  // Take what the guide points at until a step from the third on marks its place on the board.
  for (;;) {
    await settled(page);
    const step = await page.waitForFunction(() => {
      const guide = document.querySelector(".guide");
      if (guide?.querySelector(".guide-over")) throw new Error("the guide ended before a marked step");
      return guide?.dataset.step !== undefined && document.querySelectorAll(".action-list button.action").length === 1
        && guide.dataset.step;
    }, null, { polling: "raf", timeout: 20000 }).then((h) => h.jsonValue()).then(Number);
    if (step >= 2 && await page.locator(".board-area .picked").count()) break;
    await page.locator(".action-list button.action").click();
  }
  for (const [name, width, height] of [["desktop", 1280, 800], ["phone", 390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = `docs/${game}-guide-${name}.png`;
    await page.screenshot({ path });
    console.log(path);
  }
}
await close();
await server.close();
