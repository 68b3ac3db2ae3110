// Times each decision of examples/wasm_timing.rs (built for wasm32) in Node's V8.
// Usage: node examples/wasm_timing.mjs PATH.wasm PLAYERS
import { instantiate } from "./wasm_host.mjs";
const [path, players] = process.argv.slice(2);
const { start, step } = await instantiate(path);
start(Number(players));
const times = [];
for (;;) {
  const t0 = performance.now();
  const legal = step();
  const ms = performance.now() - t0;
  if (legal === 0) break;
  if (legal > 1) times.push(ms);
}
const mean = times.reduce((a, b) => a + b, 0) / times.length;
console.log(`nuernberg ${players}p in wasm (Node ${process.version}): ${mean.toFixed(0)} ms per move on average, ${Math.max(...times).toFixed(0)} ms at most, ${times.length} moves`);
