# shellcheck shell=bash
# shellcheck disable=SC2034  # CARGO, MVN, FOLKCHESS_CARGO_CONFIG: for the scripts that source this
# Sourced by the project's scripts: decides once where crates and Maven artifacts come from,
# and defines the commands that use them.
#
#   CARGO=(…)  scripts/cargo: cargo, either as it is (crates.io) or with its crates-io source
#              replaced by the vendored copy ../shared/vendor, offline (as ../shared/tools/
#              cargo-vendored does, but with the settings after the subcommand, so that they
#              reach external subcommands such as clippy too)
#   MVN=(…)    mvn, either as it is (Maven Central) or through ../shared/tools/mvn-vendored
#
# How it decides (each decision is printed once, on stderr, and exported so that the scripts a
# script calls do not probe again):
#   - FOLKCHESS_CRATES=online|vendored and FOLKCHESS_MAVEN=online|vendored force a choice;
#   - otherwise the registry is probed (a TCP connection to it, at most 5 s, without `timeout`,
#     which macOS lacks); if it answers, it is used, as on any machine with the internet;
#   - if it does not answer and the vendored copy beside the checkout (../shared, or
#     FOLKCHESS_SHARED) exists — for crates: and either its LOCK names the sha256 of this
#     Cargo.lock, or every crates.io package of Cargo.lock (name and version) is in it, so that
#     a change of Cargo.lock that only uses vendored crates (a new feature, a new dependent)
#     keeps working offline — the vendored copy is used;
#   - if neither, the registry is used anyway and the tool's own error will say what is missing.
#
# Needs `root` (the checkout) to be set by the caller.

: "${root:?sources.sh needs root set to the checkout}"
folkchess_shared="${FOLKCHESS_SHARED:-$root/../shared}"
[[ -d "$folkchess_shared" ]] && folkchess_shared="$(cd "$folkchess_shared" && pwd)"

# folkchess_within SECONDS COMMAND [ARG…] — runs COMMAND with a time limit: its status, or 124
# (as GNU timeout) when it was still running after SECONDS and was killed. Pure bash 3.2 (a
# background job polled every tenth of a second): macOS has no `timeout` without GNU coreutils.
folkchess_within() {
  local limit=$(($1 * 10)) waited=0 pid status=0
  shift
  "$@" &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    if [[ $waited -ge $limit ]]; then
      kill "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
      return 124
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
  wait "$pid" || status=$?
  return $status
}

# Whether host $1 accepts a TCP connection on port ${2:-443} within 5 seconds
# (FOLKCHESS_PROBE_SECONDS). bash's own /dev/tcp, in a bash of its own, so that a hung name
# lookup or connection is killed with it.
folkchess_reachable() {
  # shellcheck disable=SC2016  # $1 and $2 are the inner bash's arguments
  folkchess_within "${FOLKCHESS_PROBE_SECONDS:-5}" bash -c 'exec 3<>"/dev/tcp/$1/$2"' probe "$1" "${2:-443}" \
    >/dev/null 2>&1
}

folkchess_sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d' ' -f1
  else
    shasum -a 256 "$1" | cut -d' ' -f1
  fi
}

# The "name version" of every crates.io package in Cargo.lock ($1), one a line, sorted.
folkchess_lock_packages() {
  awk '/^\[\[package\]\]/ { name = ""; version = "" }
       /^name = / { gsub(/"/, "", $3); name = $3 }
       /^version = / { gsub(/"/, "", $3); version = $3 }
       /^source = "registry\+/ { print name " " version }' "$1" | LC_ALL=C sort -u
}

# The "name version" of every crate in a vendored directory ($1), one a line, sorted.
folkchess_vendored_packages() {
  local manifest
  for manifest in "$1"/*/Cargo.toml; do
    [[ -f "$manifest" ]] || continue
    awk '/^\[/ { in_package = ($0 == "[package]") }
         in_package && /^name = / { gsub(/"/, "", $3); name = $3 }
         in_package && /^version = / { gsub(/"/, "", $3); version = $3 }
         END { if (name != "" && version != "") print name " " version }' "$manifest"
  done | LC_ALL=C sort -u
}

# Whether the vendored directory ($1) holds every crates.io package of Cargo.lock ($2). Prints
# the missing ones on stderr.
folkchess_vendor_covers_lock() {
  local missing
  missing="$(LC_ALL=C comm -23 <(folkchess_lock_packages "$2") <(folkchess_vendored_packages "$1"))"
  if [[ -n "$missing" ]]; then
    echo "crates: the vendored copy lacks $(echo "$missing" | wc -l | tr -d ' ') package(s) of Cargo.lock: $(echo "$missing" | tr '\n' ',' | sed 's/,$//; s/,/, /g')" >&2
    return 1
  fi
}

folkchess_choose_crates() {
  local lock="$folkchess_shared/vendor/LOCK"
  if [[ -z "${FOLKCHESS_CRATES:-}" ]]; then
    if folkchess_reachable index.crates.io; then
      FOLKCHESS_CRATES=online
      echo "crates: crates.io (reachable)" >&2
    elif [[ -f "$lock" ]] && grep -q "$(folkchess_sha256 "$root/Cargo.lock")" "$lock"; then
      FOLKCHESS_CRATES=vendored
      echo "crates: vendored copy $folkchess_shared/vendor (crates.io unreachable; its LOCK matches Cargo.lock)" >&2
    elif [[ -f "$lock" ]] && folkchess_vendor_covers_lock "$folkchess_shared/vendor" "$root/Cargo.lock"; then
      FOLKCHESS_CRATES=vendored
      echo "crates: vendored copy $folkchess_shared/vendor (crates.io unreachable; it holds every package of Cargo.lock)" >&2
    else
      FOLKCHESS_CRATES=online
      if [[ -f "$lock" ]]; then
        echo "crates: crates.io, although it is unreachable: the vendored copy neither names this Cargo.lock's sha256 nor holds all its packages (make it again with cargo vendor)" >&2
      else
        echo "crates: crates.io, although it is unreachable: no vendored copy at $folkchess_shared/vendor" >&2
      fi
    fi
  fi
  case "$FOLKCHESS_CRATES" in
    online) FOLKCHESS_CARGO_CONFIG=() ;;
    vendored)
      FOLKCHESS_CARGO_CONFIG=(--config 'source.crates-io.replace-with="vendored"'
        --config "source.vendored.directory=\"$folkchess_shared/vendor\""
        --config 'net.offline=true') ;;
    *) echo "FOLKCHESS_CRATES must be online or vendored, not '$FOLKCHESS_CRATES'" >&2; return 2 ;;
  esac
  CARGO=("$root/scripts/cargo")
  export FOLKCHESS_CRATES
}

folkchess_choose_maven() {
  if [[ -z "${FOLKCHESS_MAVEN:-}" ]]; then
    if folkchess_reachable repo.maven.apache.org; then
      FOLKCHESS_MAVEN=online
      echo "maven: Maven Central (reachable)" >&2
    elif [[ -f "$folkchess_shared/m2/LOCK" ]]; then
      FOLKCHESS_MAVEN=vendored
      echo "maven: vendored repository $folkchess_shared/m2 (Maven Central unreachable)" >&2
    else
      FOLKCHESS_MAVEN=online
      echo "maven: Maven Central, although it is unreachable: no vendored repository at $folkchess_shared/m2" >&2
    fi
  fi
  case "$FOLKCHESS_MAVEN" in
    online) MVN=(mvn) ;;
    vendored) MVN=("$folkchess_shared/tools/mvn-vendored") ;;
    *) echo "FOLKCHESS_MAVEN must be online or vendored, not '$FOLKCHESS_MAVEN'" >&2; return 2 ;;
  esac
  export FOLKCHESS_MAVEN
}
