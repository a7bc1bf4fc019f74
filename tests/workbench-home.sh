#!/usr/bin/env bash
# GRIDBENCH_HOME moves the workbench's state: started with another home, ./gridbench keeps its instance area (window,
# layout, preferences) under that home's instance/, and fills the empty workspace folder it is given with the example
# scenarios. Usage: tests/workbench-home.sh ./gridbench
set -uo pipefail
GB=$1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
NAME=workbench-home
source "$ROOT/tests/processes.sh"

OTHER=$DIR/other-home
WORKSPACE=$DIR/workspace
mkdir -p "$OTHER" "$WORKSPACE"
# the tools (Maven) stay the caller's, so that nothing is fetched again
ln -s "${GRIDBENCH_HOME:-$HOME/.gridbench}/tools" "$OTHER/tools"
if [ -z "${DISPLAY:-}" ] && ! command -v xvfb-run >/dev/null; then
  echo "workbench-home: SKIPPED: no display and no xvfb-run (as the UI tests)"
  exit 0
fi
DISPLAYED=()
[ -n "${DISPLAY:-}" ] || DISPLAYED=(xvfb-run -a -s "-screen 0 1280x800x24")
WB=$(start workbench env GRIDBENCH_HOME="$OTHER" GRIDBENCH_WORKSPACE="$WORKSPACE" "${DISPLAYED[@]}" "$GB")
PIDS+=("$WB")
LIMIT=900 # seconds: a wait for a condition, long enough for a shared machine under load
appeared() { [ -d "$OTHER/instance/.metadata" ] && [ -f "$WORKSPACE/market-two-clusters.gridbench.json" ]; }
appeared_or_ended() { appeared || ended "$WB"; }
wait_for $LIMIT appeared_or_ended
appeared || ! ended "$WB" || fail "the workbench ended before its state appeared under the other home"
[ -d "$OTHER/instance/.metadata" ] || fail "no instance area under GRIDBENCH_HOME/instance within $LIMIT s"
[ -f "$WORKSPACE/market-two-clusters.gridbench.json" ] || fail "the empty workspace folder got no example scenarios"
echo "workbench-home: the workbench's state is under GRIDBENCH_HOME/instance and the empty workspace got the" \
  "$(ls "$WORKSPACE"/*.gridbench.json | wc -l) example scenarios"
