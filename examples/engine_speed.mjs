// Random full games per second, natively and in WebAssembly (Node's V8), side by side, for
// every playable game and player count (DESIGN §6: wasm within 2x of native). A measurement,
// not a test. Builds what it needs, then runs for about a minute:
//
//   node examples/engine_speed.mjs
//
// CARGO_TARGET_DIR is honoured.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { instantiate } from "./wasm_host.mjs";

const target = process.env.CARGO_TARGET_DIR ?? "target";
const cargo = (...args) => execFileSync("cargo", args, { stdio: ["ignore", "pipe", "inherit"] }).toString();
cargo("build", "--release", "--quiet", "--target", "wasm32-unknown-unknown", "--example", "engine_speed_wasm");
const native = cargo("run", "--release", "--quiet", "--example", "engine_speed").trim().split("\n").slice(1)
  .map((line) => line.split(" ")).map(([game, players, perSecond, actions]) => ({ game, players: Number(players), native: Number(perSecond), actions }));

const wasmPath = join(target, "wasm32-unknown-unknown/release/examples/engine_speed_wasm.wasm");
const { play } = await instantiate(wasmPath);

console.log(`| game | players | actions per game | native games/s | wasm games/s (Node ${process.version}) | native ÷ wasm |`);
console.log("|---|---|---|---|---|---|");
for (const row of native) {
  const game = [...new Set(native.map((r) => r.game))].indexOf(row.game); // registry order
  const start = performance.now();
  let games = 0;
  while (performance.now() - start < 2000) play(game, row.players, games++);
  const wasm = games / ((performance.now() - start) / 1000);
  console.log(`| ${row.game} | ${row.players} | ${row.actions} | ${row.native.toFixed(0)} | ${wasm.toFixed(0)} | ${(row.native / wasm).toFixed(2)} |`);
}
