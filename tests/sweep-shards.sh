#!/usr/bin/env bash
# A sweep run as 3 shards (as a Slurm job array would, without Slurm) and collected gives the files of the same sweep
# run on threads, byte for byte; a driver killed mid-sweep resumes without running a finished run again.
# Usage: tests/sweep-shards.sh ./gridbench
set -uo pipefail
GB=$1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=$(mktemp -d)
PIDS=()
# each background command runs in its own process group (setsid), ended whole by its id: the launcher script and its JVM
cleanup() { for pid in "${PIDS[@]}"; do kill -9 -- "-$pid" 2>/dev/null; done; rm -rf "$DIR"; }
trap cleanup EXIT
fail() { echo "FAILED: sweep-shards: $*"; exit 1; }
SWEEP=$ROOT/examples/sweeps/market-small.sweep.json
sed 's/"jobs": 1000/"jobs": 300/' "$SWEEP" >"$DIR/m.sweep.json"

timeout 300 "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/local" --threads 2 --reproducible >"$DIR/local.out" 2>&1 \
  || fail "the local run failed: $(tail -n 3 "$DIR/local.out")"
# the three tasks of the array at once, writing into one folder as on a shared file system
for i in 0 1 2; do
  SLURM_ARRAY_TASK_ID=$((i + 4)) SLURM_ARRAY_TASK_MIN=4 SLURM_ARRAY_TASK_COUNT=3 setsid timeout 300 \
    "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/shards" --shard slurm --threads 1 --reproducible \
    >"$DIR/shard$i.out" 2>&1 &
  PIDS+=($!)
done
for i in 0 1 2; do
  wait "${PIDS[$i]}" || fail "shard $i failed: $(tail -n 3 "$DIR/shard$i.out")"
  grep -q "sweep: 6 runs in shard $i/3" "$DIR/shard$i.out" || fail "shard $i did not run 6 of the 18 runs"
done
timeout 120 "$GB" sweep collect "$DIR/shards" --reproducible >"$DIR/collect.out" 2>&1 \
  || fail "collect failed: $(tail -n 3 "$DIR/collect.out")"
for f in market.csv summary.json results.csv results.json sweep.json slr-by-size.svg; do
  cmp -s "$DIR/local/$f" "$DIR/shards/$f" || fail "$f differs between threads and 3 shards"
done
[ "$(ls "$DIR/local/runs" | wc -l)" -eq 18 ] || fail "expected 18 run files"
for run in "$DIR"/local/runs/*.json; do
  cmp -s "$run" "$DIR/shards/runs/$(basename "$run")" || fail "run file $(basename "$run") differs"
done

# a driver killed (kill -9) after its first run files resumes with the same command and reruns none of them
setsid "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/killed" --threads 1 --reproducible >"$DIR/killed.out" 2>&1 &
KILLED=$!
PIDS+=("$KILLED")
for _ in $(seq 1 600); do
  [ "$(ls "$DIR/killed/runs" 2>/dev/null | wc -l)" -ge 2 ] && break
  sleep 0.1
done
kill -9 -- "-$KILLED" 2>/dev/null; wait "$KILLED" 2>/dev/null
before=$(ls "$DIR/killed/runs" | wc -l)
[ "$before" -ge 2 ] && [ "$before" -lt 18 ] || fail "expected the killed driver to leave 2 to 17 run files, found $before"
timeout 300 "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/killed" --threads 2 --reproducible >"$DIR/resumed.out" 2>&1 \
  || fail "the resumed run failed: $(tail -n 3 "$DIR/resumed.out")"
grep -q "sweep: 18 runs, $before finished before, $((18 - before)) to run" "$DIR/resumed.out" \
  || fail "the resume did not skip the $before finished runs: $(head -n 2 "$DIR/resumed.out")"
cmp -s "$DIR/local/market.csv" "$DIR/killed/market.csv" || fail "market.csv differs after a resume"
echo "sweep-shards: 3 shards collected = threads (18 runs, every file and run file); a killed driver resumed after $before runs"
