# Sourced by the end-to-end tests that start background processes: a scratch folder, and processes each started in
# its own process group (setsid) so that the trap ends the launcher script and its JVM together, by id, never by name.
# Needs NAME (the test's name) set before sourcing.
DIR=$(mktemp -d)
PIDS=()
cleanup() { for pid in "${PIDS[@]}"; do kill -9 -- "-$pid" 2>/dev/null; done; rm -rf "$DIR"; }
trap cleanup EXIT
fail() { echo "FAILED: $NAME: $*"; for f in "$DIR"/*.log; do [ -f "$f" ] && { echo "--- $f"; tail -n 40 "$f"; }; done; exit 1; }
start() { # start LOG COMMAND...: in its own process group, outside this shell's job table; prints its id. The log
  # ends with the command's exit code, for the failure messages.
  local log=$1
  shift
  (setsid bash -c '"$@"; echo "exit code $?" >>"$0"' "$DIR/$log.log" "$@" >"$DIR/$log.log" 2>&1 & echo $!)
}
# wait_for SECONDS COMMAND...: runs the command every 0.1 s until it succeeds; false if it has not after SECONDS.
# The tests wait for what they need to see, never a fixed time, and fail with what they saw when the limit passes:
# the limits are generous because a shared machine under load can be ten times slower than one alone.
wait_for() {
  local end=$((SECONDS + $1))
  shift
  until "$@"; do
    [ "$SECONDS" -lt "$end" ] || return 1
    sleep 0.1
  done
}
ended() { ! kill -0 "$1" 2>/dev/null; }
