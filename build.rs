//! Links the page's wasm with its relocations kept (`--emit-relocs`): `scripts/wasm-split.mjs`
//! needs them to see every function's callees when it splits the module at the games' split
//! points (docs/code-splitting.md). Only the `keydom` binary's link gets the flag, so no
//! dependency is rebuilt for it; wasm-opt drops the extra sections again.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=keydom=--emit-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
