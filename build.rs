//! Decides whether the page's wasm is split, and links it for the splitter
//! (docs/code-splitting.md).
//!
//! A split build (`cfg(split_build)`, which makes `split_point!` in src/lib.rs `#[wasm_split]`)
//! is a wasm build with the `split` feature, which Trunk's builds turn on (index.html), unless
//! `KEYDOM_NO_SPLIT=1` asks for a build without the split (for when the split tooling breaks;
//! `scripts/wasm-split.mjs` then only runs wasm-opt). A split build links the `keydom` binary
//! with `--emit-relocs`: the splitter needs the relocations to see every function's callees.
//! Only that link gets the flag, so no dependency is rebuilt for it; wasm-opt drops the extra
//! sections again.
fn main() {
    let no_split = match std::env::var("KEYDOM_NO_SPLIT").as_deref() {
        Err(_) | Ok("") => false,
        Ok("1") => true,
        Ok(other) => panic!("KEYDOM_NO_SPLIT must be 1 (a build without the split) or unset, not {other:?}"),
    };
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    println!("cargo:rustc-check-cfg=cfg(split_build)");
    if wasm && std::env::var_os("CARGO_FEATURE_SPLIT").is_some() && !no_split {
        println!("cargo:rustc-cfg=split_build");
        println!("cargo:rustc-link-arg-bin=keydom=--emit-relocs");
    }
    println!("cargo:rerun-if-env-changed=KEYDOM_NO_SPLIT");
    println!("cargo:rerun-if-changed=build.rs");
}
