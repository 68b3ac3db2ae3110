// Trunk post-build hook: writes the list of built assets and a content version into sw.js.
// Trunk runs it with TRUNK_STAGING_DIR set to the finished build before it becomes dist/.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("sw-precache.mjs runs as a Trunk post_build hook (TRUNK_STAGING_DIR is not set)");

const files = [];
const walk = (d) => {
  for (const entry of readdirSync(d, { withFileTypes: true })) {
    const path = join(d, entry.name);
    if (entry.isDirectory()) walk(path);
    else files.push(relative(dir, path).split(sep).join("/"));
  }
};
walk(dir);
const assets = files.filter((f) => f !== "sw.js" && f !== ".nojekyll").sort(); // .nojekyll is for the host, not the page

const hash = createHash("sha256");
for (const f of assets) hash.update(f).update(readFileSync(join(dir, f)));
const version = hash.digest("hex").slice(0, 16);

const swPath = join(dir, "sw.js");
const sw = readFileSync(swPath, "utf8")
  .replace('const VERSION = "dev";', `const VERSION = "${version}";`)
  .replace("const ASSETS = [];", `const ASSETS = ${JSON.stringify(assets.map((f) => `./${f}`))};`);
if (!sw.includes(version)) throw new Error("sw.js placeholders not found");
writeFileSync(swPath, sw);
console.log(`sw.js: version ${version}, ${assets.length} assets precached`);
