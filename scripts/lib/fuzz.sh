# shellcheck shell=bash
# Sourced by scripts/fuzz and scripts/test-all: what the fuzz targets need, decided from the
# tools present (never from a failed command).
#
#   folkchess_fuzz_missing   prints why the fuzz targets cannot be built here, or nothing
#   folkchess_fuzz_targets   prints the names of the targets (fuzz/fuzz_targets/*.rs)

: "${root:?fuzz.sh needs root set to the checkout}"

folkchess_fuzz_missing() {
  local os cxx
  os="$(uname -s)"
  case "$os" in
    Linux | Darwin) ;;
    *) echo "libFuzzer targets are built on Linux or macOS only, not $os"; return ;;
  esac
  # The C++ compiler that the `cc` crate uses for libFuzzer's sources: $CXX, else c++.
  cxx="${CXX:-c++}"
  cxx="${cxx%% *}"
  if ! command -v "$cxx" >/dev/null 2>&1; then
    echo "no C++ compiler ('$cxx') to build libFuzzer"
    return
  fi
  local version
  version="$(rustc -vV 2>/dev/null || true)"
  if [[ "$version" != *$'\n'host:\ * ]]; then
    echo "rustc does not report its host target (rustc -vV)"
  fi
}

folkchess_fuzz_targets() {
  local f
  for f in "$root"/fuzz/fuzz_targets/*.rs; do
    basename "$f" .rs
  done
}
