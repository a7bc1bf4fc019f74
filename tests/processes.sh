# Sourced by the end-to-end tests that start background processes: a scratch folder, and processes each started in
# its own process group (setsid) so that the trap ends the launcher script and its JVM together, by id, never by name.
# Needs NAME (the test's name) set before sourcing.
DIR=$(mktemp -d)
PIDS=()
cleanup() { for pid in "${PIDS[@]}"; do kill -9 -- "-$pid" 2>/dev/null; done; rm -rf "$DIR"; }
trap cleanup EXIT
fail() { echo "FAILED: $NAME: $*"; for f in "$DIR"/*.log; do [ -f "$f" ] && { echo "--- $f"; tail -n 40 "$f"; }; done; exit 1; }
start() { # start LOG COMMAND...: in its own process group, outside this shell's job table; prints its id
  local log=$1
  shift
  (setsid "$@" >"$DIR/$log.log" 2>&1 & echo $!)
}
