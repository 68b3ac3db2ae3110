// Renders the PNG icons that install prompts and home screens need from the two SVG icons in
// public/icons, with Debian's Chromium (playwright-core): icon-192.png and icon-512.png (any),
// maskable-512.png (full bleed, for masks) and apple-touch-icon.png (180 px, full bleed, since
// iOS rounds the corners itself). Run after changing an SVG: node scripts/icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const sizes = [["icon.svg", 192, "icon-192.png"], ["icon.svg", 512, "icon-512.png"],
  ["maskable.svg", 512, "maskable-512.png"], ["maskable.svg", 180, "apple-touch-icon.png"]];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [svg, size, png] of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const source = readFileSync(`public/icons/${svg}`, "utf8");
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`);
  await page.screenshot({ path: `public/icons/${png}`, omitBackground: true });
  await page.close();
  console.log(`public/icons/${png}: ${size}×${size}`);
}
await browser.close();
