#!/usr/bin/env bash
# Keydom's one entry point for set-up, serving and testing. Every command installs what is
# missing first (and skips what is there), using only crates.io, npm and Debian's packages.
#
#   scripts/dev.sh serve   build and serve the app on http://127.0.0.1:8080
#   scripts/dev.sh test    run every test: native, wasm in headless Chromium, end-to-end
#   scripts/dev.sh size    release build and its size report (wasm + JS + CSS, raw and gzip)
#   scripts/dev.sh e2e     release build and the end-to-end tests only
#
# KEYDOM_NO_SPLIT=1 before any of them builds the app without splitting the wasm, for when the
# split tooling breaks (docs/code-splitting.md, "A build without the split"): one wasm module,
# still optimised, still precached. The end-to-end tests then leave out e2e/split.test.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# The wasm-split-cli of wasm_split_cli_support, run by the release build's hook
# (scripts/wasm-split.mjs). Pinned together with wasm-bindgen 0.2.130 (Cargo.toml) and the
# wasm_split_helpers of Cargo.toml: the splitter depends on wasm-bindgen's internals, and a
# new wasm-bindgen has broken it before (docs/code-splitting.md). Change them together, then
# run the e2e tests, which open lazily loaded pages.
WASM_SPLIT_VERSION=0.2.3
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

step() { printf "\n== [%ss] %s\n" "$SECONDS" "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

ensure_rust_tools() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    step "adding the wasm32 target"
    rustup target add wasm32-unknown-unknown
  fi
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    step "installing trunk $TRUNK_VERSION (about 5-8 minutes; 0.22 needs a newer rustc)"
    CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
      cargo install --locked trunk --version "$TRUNK_VERSION"
  fi
  # The CLI must be exactly the wasm-bindgen of Cargo.lock. No --locked: its own lockfile
  # pins a crate version the registry does not serve.
  local wbg
  wbg=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;}' Cargo.lock)
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wbg" ]; then
    step "installing wasm-bindgen-cli $wbg (about 3 minutes)"
    cargo install wasm-bindgen-cli --version "$wbg" --force
  fi
  # wasm-split-cli has no --version; cargo's list of installed crates has it. A build without
  # the split does not need it.
  if [ "${KEYDOM_NO_SPLIT:-}" != 1 ] && ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    step "installing wasm-split-cli $WASM_SPLIT_VERSION (about 3 minutes)"
    cargo install --locked wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --force
  fi
}

ensure_npm_tools() {
  # binaryen 132 (wasm-opt for release builds; Debian's 108 breaks the wasm), playwright-core and axe-core.
  if ! cmp -s package-lock.json node_modules/.keydom-installed 2>/dev/null; then
    step "installing npm tools (binaryen, playwright-core, axe-core)"
    npm ci --no-audit --no-fund
    cp package-lock.json node_modules/.keydom-installed
  fi
}

ensure_browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    step "installing Debian's chromium and chromium-driver"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium chromium-driver
  fi
}

release_build() {
  step "release build (trunk)${KEYDOM_NO_SPLIT:+, KEYDOM_NO_SPLIT=$KEYDOM_NO_SPLIT}"
  trunk build --release
}

# Every e2e test file; without the split, all but split.test.mjs, which tests the split itself.
e2e_tests() {
  local files=()
  for file in e2e/*.test.mjs; do
    if [ "${KEYDOM_NO_SPLIT:-}" != 1 ] || [ "$file" != e2e/split.test.mjs ]; then files+=("$file"); fi
  done
  step "end-to-end tests in headless Chromium: ${files[*]}"
  node --test --test-concurrency=1 "${files[@]}"
}

case "${1:-}" in
  serve)
    ensure_rust_tools
    ensure_npm_tools
    step "building and serving on http://127.0.0.1:8080 (Ctrl-C stops)"
    exec trunk serve --release --address 127.0.0.1 --port 8080 --no-autoreload
    ;;
  test)
    ensure_rust_tools
    ensure_npm_tools
    ensure_browser
    step "format and lints"
    cargo fmt --all --check
    cargo clippy --workspace --all-targets --quiet -- -D warnings
    step "native tests (the rules crate and the app)"
    cargo test --workspace
    step "wasm tests in headless Chromium"
    cargo test --target wasm32-unknown-unknown --test browser
    release_build
    step "size report"
    node scripts/size-report.mjs dist
    e2e_tests
    step "long runs, optimised: 10,000 random games per engine, bot strength (tests marked #[ignore])"
    # Only the test binaries holding ignored tests are built, in the `long` profile (Cargo.toml):
    # a file `tests/NAME.rs` or anything under `tests/NAME/` (either crate) belongs to binary NAME.
    long_tests=$(grep -rl --include='*.rs' '#\[ignore' rules/tests tests | sed -E 's#^(rules/)?tests/##; s#[/.].*##' | sort -u | sed 's/^/--test /')
    # shellcheck disable=SC2086 # one word per option
    cargo test --workspace --profile long --quiet $long_tests -- --ignored
    ;;
  size)
    ensure_rust_tools
    ensure_npm_tools
    release_build
    node scripts/size-report.mjs dist
    ;;
  e2e)
    ensure_rust_tools
    ensure_npm_tools
    ensure_browser
    release_build
    e2e_tests
    ;;
  *)
    echo "usage: [KEYDOM_NO_SPLIT=1] scripts/dev.sh serve|test|size|e2e" >&2
    exit 2
    ;;
esac
