// What the split loader (__wasm_split.js, written by wasm-split-cli) fetches for each split
// module: its own file and the chunks it waits for. Read by wasm-split.mjs (the preloads it writes
// into the page) and size-report.mjs (what each split module weighs). The loader reads:
//   const __chunk_3 = makeLoad(() => { … new URL("./chunk_3_….wasm", …) … }, []);
//   export const __wasm_split_load_<split> = wrapAsyncCb(makeLoad(() => { … "./split_…" … }, [__chunk_3, …]));
// and, for a chunk that wasm-split.mjs joined to another (`const __chunk_5 = () => __chunk_3();`),
// the file of the one it was joined to.

/** Each split module's name with the files it needs (its own first), in the loader's order. */
export function splitModules(loader) {
  const fileIn = (fetcher) => fetcher.match(/"\.\/([^"]+\.wasm)"/)?.[1];
  const chunks = new Map();
  for (const [, name, fetcher] of loader.matchAll(/const (__chunk_\d+) = makeLoad\(([\s\S]*?), \[\]\);/g)) {
    chunks.set(name, fileIn(fetcher));
  }
  for (const [, name, joined] of loader.matchAll(/const (__chunk_\d+) = \(\) => (__chunk_\d+)\(\);/g)) {
    chunks.set(name, chunks.get(joined));
  }
  const splits = new Map();
  for (const [, name, fetcher, deps] of loader.matchAll(/export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(([\s\S]*?), \[([^\]]*)\]\)\);/g)) {
    splits.set(name, [...new Set([fileIn(fetcher), ...deps.split(",").map((d) => chunks.get(d.trim()))])].filter(Boolean));
  }
  return splits;
}

/** The games among the split modules: each has `<game>_ui` (its table's pages), `<game>_replays` and `<game>_bots`. */
export function games(splits) {
  return [...splits.keys()].filter((s) => s.endsWith("_bots")).map((s) => s.slice(0, -"_bots".length))
    .filter((game) => splits.has(`${game}_ui`)).sort();
}

/**
 * The files a page of `game` needs, deduplicated: for its table (`"table"`: a new game, a save, a
 * link's offer) every split module of the game's but its bots and its replays; for a replay or an
 * embed (`"replays"`) every one but its bots and its table's.
 */
export function pageFiles(splits, game, page = "table") {
  const skip = [`${game}_bots`, page === "table" ? `${game}_replays` : `${game}_ui`];
  const own = [...splits.keys()].filter((s) => s.startsWith(`${game}_`) && !skip.includes(s));
  return [...new Set(own.flatMap((s) => splits.get(s)))];
}

/** The split modules' files a first move against bots fetches: its table's (`pageFiles`) and its bots', each once. */
export const firstMoveFiles = (splits, game) => [...new Set([...pageFiles(splits, game), ...splits.get(`${game}_bots`)])];
