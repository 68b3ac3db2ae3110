// Instantiates a wasm example (built for wasm32 from the keydom library) in Node without the
// app's JS glue: the library's wasm-bindgen imports are still linked in, but the benchmarks
// never reach them, so each is a function that throws if it is ever called.
import { readFileSync } from "node:fs";

export async function instantiate(path) {
  const module = new WebAssembly.Module(readFileSync(path));
  const imports = {};
  for (const { module: from, name } of WebAssembly.Module.imports(module)) {
    imports[from] ??= {};
    imports[from][name] = () => { throw new Error(`the benchmark called the JS import ${from}.${name}`); };
  }
  return (await WebAssembly.instantiate(module, imports)).exports;
}
