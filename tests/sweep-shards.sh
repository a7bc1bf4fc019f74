#!/usr/bin/env bash
# A sweep run as 3 shards (as a Slurm job array would, without Slurm) and collected gives the files of the same sweep
# run on threads, byte for byte; a driver killed mid-sweep resumes without running a finished run again.
# Usage: tests/sweep-shards.sh ./gridbench
set -uo pipefail
GB=$1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
NAME=sweep-shards
source "$ROOT/tests/processes.sh"
# every command under timeout and every wait for a condition, all LIMIT seconds: a shared machine can be that slow
LIMIT=900
SWEEP=$ROOT/examples/sweeps/market-small.sweep.json
sed 's/"jobs": 1000/"jobs": 300/' "$SWEEP" >"$DIR/m.sweep.json"

timeout $LIMIT "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/local" --threads 2 --reproducible >"$DIR/local.log" 2>&1 \
  || fail "the local run failed: see its log"
# the three tasks of the array at once, writing into one folder as on a shared file system
for i in 0 1 2; do
  PIDS+=("$(start "shard$i" env SLURM_ARRAY_TASK_ID=$((i + 4)) SLURM_ARRAY_TASK_MIN=4 SLURM_ARRAY_TASK_COUNT=3 \
    timeout $LIMIT "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/shards" --shard slurm --threads 1 --reproducible)")
done
for i in 0 1 2; do
  wait_for $LIMIT ended "${PIDS[$i]}" || fail "shard $i did not end within $LIMIT s"
  grep -q "shard $i/3 finished" "$DIR/shard$i.log" || fail "shard $i failed"
  grep -q "sweep: 6 runs in shard $i/3" "$DIR/shard$i.log" || fail "shard $i did not run 6 of the 18 runs"
done
timeout $LIMIT "$GB" sweep collect "$DIR/shards" --reproducible >"$DIR/collect.log" 2>&1 \
  || fail "collect failed: see its log"
for f in market.csv summary.json results.csv results.json sweep.json slr-by-size.svg; do
  cmp -s "$DIR/local/$f" "$DIR/shards/$f" || fail "$f differs between threads and 3 shards"
done
[ "$(ls "$DIR/local/runs" | wc -l)" -eq 18 ] || fail "expected 18 run files"
for run in "$DIR"/local/runs/*.json; do
  cmp -s "$run" "$DIR/shards/runs/$(basename "$run")" || fail "run file $(basename "$run") differs"
done

# a driver killed (kill -9) after its first run files resumes with the same command and reruns none of them
KILLED=$(start killed "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/killed" --threads 1 --reproducible)
PIDS+=("$KILLED")
two_runs_or_ended() { [ "$(ls "$DIR/killed/runs" 2>/dev/null | wc -l)" -ge 2 ] || ended "$KILLED"; }
wait_for $LIMIT two_runs_or_ended
kill -9 -- "-$KILLED" 2>/dev/null
wait_for $LIMIT ended "$KILLED" || fail "the killed driver did not end"
before=$(ls "$DIR/killed/runs" | wc -l)
[ "$before" -ge 2 ] && [ "$before" -lt 18 ] || fail "expected the killed driver to leave 2 to 17 run files, found $before"
timeout $LIMIT "$GB" sweep run "$DIR/m.sweep.json" --out "$DIR/killed" --threads 2 --reproducible >"$DIR/resumed.log" 2>&1 \
  || fail "the resumed run failed: see its log"
grep -q "sweep: 18 runs, $before finished before, $((18 - before)) to run" "$DIR/resumed.log" \
  || fail "the resume did not skip the $before finished runs: $(head -n 2 "$DIR/resumed.log")"
cmp -s "$DIR/local/market.csv" "$DIR/killed/market.csv" || fail "market.csv differs after a resume"
echo "sweep-shards: 3 shards collected = threads (18 runs, every file and run file); a killed driver resumed after $before runs"
