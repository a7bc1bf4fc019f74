#!/usr/bin/env bash
# A sweep on a loopback Hazelcast cluster of 2 workers, one killed with kill -9 while it has a run in flight, gives
# every run, each identical to the same sweep on local threads, with at least one run re-queued; one run uses the example
# plug-in's policy, which only the driver has installed: it travels to the workers with its SHA-256.
# Usage: tests/cluster-sweep.sh ./gridbench
set -uo pipefail
GB=$1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
NAME=cluster-sweep
source "$ROOT/tests/processes.sh"
# time limits: the driver and the local run under timeout, every wait for a condition, all of them LIMIT seconds (a
# minute's test given 15 minutes: a shared machine can be that much slower); the workers ended by the trap
LIMIT=900

export GRIDBENCH_CLUSTER_TOKEN=cluster-sweep-test-$$ GRIDBENCH_VMARGS="${GRIDBENCH_VMARGS:-} -Xmx1g"
BASE=$((20000 + ($$ % 2000) * 10))
DRIVER_HOME=$DIR/driver-home
EXAMPLE=$ROOT/examples/org.example.gridbench.policies
if [ ! -f "$EXAMPLE/target/org.example.gridbench.policies.jar" ]; then
  bash "$EXAMPLE/build" >"$DIR/example-build.log" 2>&1 || fail "the example plug-in's build"
fi
# each member has its own plug-in folder (gridbench.home); the tools stay in the caller's GRIDBENCH_HOME
home() { echo "GRIDBENCH_VMARGS=$GRIDBENCH_VMARGS -Dgridbench.home=$1"; }
env "$(home "$DRIVER_HOME")" "$GB" plugin install "$EXAMPLE/target/org.example.gridbench.policies.jar" >"$DIR/install.log" 2>&1 \
  || fail "plugin install"

# 12 market runs of 3,000 jobs (0.1-0.3 s each: long enough to find worker 1 with a run in flight): 2 workloads x 2 loads x 3 policies, one of them the plug-in's
cat >"$DIR/m.sweep.json" <<'JSON'
{"format": "gridbench-sweep", "version": 1, "experiment": "market", "parameters": {"jobs": 3000},
 "axes": [{"parameter": "workload", "values": [0, 1]}, {"parameter": "load", "values": [1.0, 1.3]},
          {"parameter": "policy", "values": ["PVR", "FIFO", "org.example.valueDensityCubed"]}]}
JSON

# The driver first, then worker 1 once the driver's member is up, then worker 2 once worker 1 has joined: members that
# start apart on a loaded machine would otherwise form clusters of their own (Hazelcast merges them only minutes
# later), and a worker 2 up first could take every run before worker 1 has one.
DRIVER=$(start driver env "$(home "$DRIVER_HOME")" timeout $LIMIT "$GB" sweep run "$DIR/m.sweep.json" \
  --cluster "127.0.0.1:$((BASE + 1)),127.0.0.1:$((BASE + 2))" --port "$BASE" --out "$DIR/cluster" --reproducible)
PIDS+=("$DRIVER")
says() { grep -q "$2" "$DIR/$1.log"; }
said_or_ended() { says "$1" "$3" || ended "$2"; }
up() { # up MEMBER PID LINE: waits until the member's log has the line; fails when it ends or the limit passes first
  wait_for $LIMIT said_or_ended "$@" && says "$1" "$3" \
    || fail "$1 did not log '$3' within $LIMIT s$(ended "$2" && echo ": it ended")"
}
up driver "$DRIVER" '^sweep: driver of '
WORKER1=$(start worker1 env "$(home "$DIR/worker1-home")" "$GB" worker --join "127.0.0.1:$BASE" --port $((BASE + 1)) --slots 2)
PIDS+=("$WORKER1")
up worker1 "$WORKER1" '^worker: joined '
WORKER2=$(start worker2 env "$(home "$DIR/worker2-home")" "$GB" worker --join "127.0.0.1:$BASE" --port $((BASE + 2)) --slots 2)
PIDS+=("$WORKER2")

# kill -9 the first worker at an instant when it has a run in flight (its first runs, or later ones: waiting for a
# result first could wait for ever, as the other worker may take every later run). The worker is stopped (SIGSTOP)
# before its log is read, and it logs "done" before it sends a run's record, so a run started without its "done" line
# is one whose record the driver has not had: the driver must re-queue it.
inflight() { echo $(($(grep -c '^worker: run .* started' "$DIR/worker1.log") - $(grep -c '^worker: run .* done' "$DIR/worker1.log"))); }
caught() { # stops worker 1 if it has a run in flight, else lets it go on; false while not caught
  grep -q '^worker: run .* started' "$DIR/worker1.log" || return 1
  kill -STOP -- "-$WORKER1"
  [ "$(inflight)" -gt 0 ] && return 0
  kill -CONT -- "-$WORKER1"
  return 1
}
caught_or_over() { caught || ended "$DRIVER"; }
wait_for $LIMIT caught_or_over
ended "$DRIVER" && fail "the driver ended before worker 1 had a run in flight"
[ "$(inflight)" -gt 0 ] || fail "worker 1 had no run in flight within $LIMIT s"
kill -9 -- "-$WORKER1"
# what each member was doing, for a sweep that did not finish: the runs written, and the runs each worker started
# without saying they were done
progress() {
  echo "$(ls "$DIR/cluster/runs" 2>/dev/null | wc -l) of 12 run files written"
  for w in worker1 worker2; do
    echo "; $w started without 'done': $(grep -o '^worker: run [^ ]* started' "$DIR/$w.log" | cut -d' ' -f3 | sort -u \
      | while read -r id; do grep -q "^worker: run $id done" "$DIR/$w.log" || printf '%s ' "$id"; done)"
  done
  ended "$WORKER2" && echo "; worker 2 ended: $(tail -n 1 "$DIR/worker2.log")"
}
wait_for $LIMIT ended "$DRIVER" || fail "the driver did not finish the sweep within $LIMIT s: $(progress)"
says driver "wrote $DIR/cluster/market.csv" \
  || fail "the driver ended without finishing the sweep ($(tail -n 1 "$DIR/driver.log")): $(progress)"

env "$(home "$DRIVER_HOME")" timeout $LIMIT "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/local" --threads 2 \
  --reproducible >"$DIR/local.log" 2>&1 || fail "the local run failed"
[ "$(ls "$DIR/cluster/runs" | wc -l)" -eq 12 ] || fail "expected 12 run files, found $(ls "$DIR/cluster/runs" | wc -l)"
for f in market.csv summary.json results.csv results.json sweep.json value-vs-load.svg; do
  cmp -s "$DIR/local/$f" "$DIR/cluster/$f" || fail "$f differs between threads and the cluster"
done
for run in "$DIR"/local/runs/*.json; do
  cmp -s "$run" "$DIR/cluster/runs/$(basename "$run")" || fail "run file $(basename "$run") differs"
done
grep -q ',done,' "$DIR/cluster/results.csv" && ! grep -q ',failed,' "$DIR/cluster/results.csv" || fail "a run failed"
grep -q 'org.example.valueDensityCubed,done' "$DIR/cluster/results.csv" || fail "the plug-in's runs are missing"
grep -q 'installed plug-in org.example.gridbench.policies' "$DIR/worker2.log" || fail "worker 2 did not receive the plug-in"
retried=$(grep -c 're-queued (attempt 2 of 3)' "$DIR/driver.log")
[ "$retried" -ge 1 ] || fail "no run was re-queued after the kill"
echo "cluster-sweep: 12 runs on 2 workers, one killed: every run file and report identical to threads, $retried re-queued"
