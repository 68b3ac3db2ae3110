// Trunk post-build hook: writes the page's Content-Security-Policy into index.html (a meta tag:
// static hosts may not let us send headers). Only the app's own files and the inline scripts of
// this very build may run: each inline script (index.html's own and Trunk's module loader, whose
// text names this build's hashed files) is allowed by its SHA-256, computed here from the
// finished page, so any other inline script, event-handler attribute or `javascript:` URL is
// refused. Run after wasm-split.mjs (which rewrites the page) and before sw-precache.mjs (which
// hashes it). Styles: see the comment at the policy.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("csp.mjs runs as a Trunk post_build hook (TRUNK_STAGING_DIR is not set)");

const path = join(dir, "index.html");
const html = readFileSync(path, "utf8");
const PLACEHOLDER = 'content="the policy (scripts/csp.mjs)"';
if (!html.includes(PLACEHOLDER)) throw new Error("index.html has no Content-Security-Policy placeholder");

// Every <script> without a src: the browser hashes exactly the text between the tags (UTF-8).
const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs));
if (!inline.length) throw new Error("index.html has no inline script: Trunk's loader is missing");
const hashes = inline.map(([, , text]) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);

const policy = [
  "default-src 'self'",
  // The app's files, this build's inline scripts, and compiling its WebAssembly (page and worker).
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`,
  // The bots' worker is the app's own file (public/bot-worker.js).
  "worker-src 'self'",
  // The style sheet is the app's own file; style *attributes* are allowed: Leptos sets `style`
  // attributes (a bar's width, a seat's colour) and the boards' SVG markup carries them. An
  // attribute cannot run script, and markup is escaped before it is built (src/ui/kit/markup.rs),
  // so only `<style>` elements, which could restyle the whole page, stay refused.
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

writeFileSync(path, html.replace(PLACEHOLDER, `content="${policy}"`));
console.log(`csp: ${hashes.length} inline scripts allowed by hash`);
