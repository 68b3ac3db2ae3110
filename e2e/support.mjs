// Shared pieces of the end-to-end tests: a static server for dist/ under a sub-path, and
// Debian's Chromium driven by playwright-core (no browser download).
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
};

/** The path the app is served under: anything but "/" proves the build's URLs are relative. */
export const BASE = "/some/sub-path/keydom/";

/** Serves `dir` under BASE on a free loopback port; everything else is a 404. */
export async function serve(dir = "dist") {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (!path.startsWith(BASE)) return void res.writeHead(404).end();
    let file = normalize(join(dir, path.slice(BASE.length) || "index.html"));
    try {
      if (statSync(file).isDirectory()) file = join(file, "index.html");
      const body = readFileSync(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const url = `http://127.0.0.1:${server.address().port}${BASE}`;
  const close = () => new Promise((ok) => { server.closeAllConnections(); server.close(ok); });
  return { url, close };
}

/** A fresh headless Chromium profile; `problems` collects console errors, page errors and failed requests. */
export async function browser() {
  const profile = mkdtempSync(join(tmpdir(), "keydom-e2e-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    acceptDownloads: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
  const problems = [];
  const watch = (page) => {
    page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
    page.on("response", (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  };
  context.on("page", watch);
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  const close = async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); };
  return { context, page, problems, close };
}

/** Opens the app at `hash` and waits until Leptos has rendered the menu. */
export async function open(page, url, hash = "#/") {
  await page.goto(url + hash);
  await page.waitForSelector("header.top nav a");
}

/** The keys of the saved games in localStorage, sorted. */
export const saves = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("keydom.save.")).sort());

/** How many moves the game on the page has. */
export const moves = (page) => page.locator(".table").getAttribute("data-moves").then(Number);

/** Starts a 2-player Key Market game: a person named `name`, and a bot (or `second` = "human"); bots act at once. */
export async function newGame(page, url, name, second = "beginner") {
  await open(page, url);
  await page.evaluate(() => localStorage.setItem("keydom.settings", JSON.stringify({ bot_pause_ms: 0 })));
  await open(page, url, "#/new/key-market");
  await page.locator("fieldset.seat").nth(0).locator("input").fill(name);
  await page.locator("fieldset.seat").nth(0).locator("select").selectOption("human");
  await page.locator("fieldset.seat").nth(1).locator("select").selectOption(second);
  await page.click("button[type=submit]");
  await page.waitForSelector(".action-list button.action, .handoff button");
}

/** Takes the first offered choice `count` times. */
export async function play(page, count) {
  for (let i = 0; i < count; i++) {
    const before = await moves(page);
    await page.locator(".action-list button.action").first().click();
    await page.waitForFunction((b) => Number(document.querySelector(".table").dataset.moves) > b, before);
    await page.waitForSelector(".action-list button.action, .score-sheet");
  }
}

/** Opens the share panel and returns the link it shows. */
export async function shareLink(page) {
  await page.locator("details.share summary").click();
  await page.waitForFunction(() => document.querySelector(".share-link").value.includes("#/link/"));
  return page.locator(".share-link").inputValue();
}
