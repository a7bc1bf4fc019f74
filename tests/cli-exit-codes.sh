#!/usr/bin/env bash
# End-to-end checks of the headless commands through the real launcher: output, messages, exit codes.
# Usage: tests/cli-exit-codes.sh ./gridbench
set -uo pipefail
GB=$1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
passed=0 failed=0

check() { # check NAME EXPECTED_CODE PATTERN_ON_OUTPUT -- COMMAND...
  local name=$1 expected=$2 pattern=$3 code
  shift 4
  "$@" >"$DIR/out" 2>"$DIR/err"
  code=$?
  if [ "$code" -eq "$expected" ] && grep -Eq -- "$pattern" "$DIR/out" "$DIR/err"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name (exit $code, expected $expected; pattern '$pattern')"
    sed 's/^/  out: /' "$DIR/out" | head -n 10
    sed 's/^/  err: /' "$DIR/err" | head -n 10
  fi
}

with() { # with ARRAY OPTION VALUE...: the launcher on ARRAY's arguments, each OPTION's value replaced or appended
  local -n base=$1
  local args=("${base[@]}") i option
  shift
  while [ $# -gt 0 ]; do
    option=$1
    for i in "${!args[@]}"; do
      if [ "${args[$i]}" = "$option" ]; then
        args[i + 1]=$2
        option=
        break
      fi
    done
    [ -z "$option" ] || args+=("$1" "$2")
    shift 2
  done
  "$GB" "${args[@]}"
}

example=$ROOT/bundles/org.gridbench.model/examples/$(head -n 1 "$ROOT/bundles/org.gridbench.model/examples/index.txt")
printf '{ "format": "gridbench-scenario", ' >"$DIR/truncated.gridbench.json"
printf 'not json at all\n' >"$DIR/text.gridbench.json"
sed 's/"version": 1/"version": 9/' "$example" >"$DIR/version.gridbench.json"

check "--help lists the commands" 0 'validate' -- "$GB" --help
check "validate an example" 0 ': ok \(' -- "$GB" validate "$example"
check "validate a missing file" 2 "^$DIR/missing.gridbench.json: " -- "$GB" validate "$DIR/missing.gridbench.json"
check "validate a truncated file" 2 "^$DIR/truncated.gridbench.json:1:[0-9]+: " -- "$GB" validate "$DIR/truncated.gridbench.json"
check "validate a file that is not JSON" 2 "^$DIR/text.gridbench.json:1:1: " -- "$GB" validate "$DIR/text.gridbench.json"
check "validate a wrong version" 2 "version" -- "$GB" validate "$DIR/version.gridbench.json"
check "validate a sweep document" 0 ': ok \(sweep: market, 18 runs\)' -- "$GB" validate "$ROOT/examples/sweeps/market-small.sweep.json"
check "validate every example under examples/sweeps that the docs run" 0 'stars-random-spread.sweep.json: ok \(sweep: stars, 120 runs\)' -- "$GB" validate "$ROOT"/examples/sweeps/*.json
[ "$(grep -c ': ok (' "$DIR/out")" -eq "$(ls "$ROOT"/examples/sweeps/*.json | wc -l)" ] && passed=$((passed + 1)) \
  || { failed=$((failed + 1)); echo "FAILED: an example under examples/sweeps does not validate"; }
check "an unknown command" 2 "unknown command 'frobnicate'" -- "$GB" frobnicate
check "list-policies names the ten bidding policies" 0 'market	PVR	Projected Value Remaining' -- "$GB" list-policies
check "run a market example, its measures named as the views name them" 0 '^proportion of maximum value +1\.000000 ' -- "$GB" run "$ROOT/bundles/org.gridbench.model/examples/market-two-clusters.gridbench.json" --policy PVR
check "a market sweep with load 0" 2 'must be greater than 0' -- "$GB" market --loads 0 --out "$DIR/sweep"
check "a market sweep with a load below 10^-6 (it failed inside at 1e-20)" 2 '^market: --loads: 1.0E-20 is below 0.000001' -- "$GB" market --loads 1e-20 --jobs 100 --workloads 1 --policies PVR --out "$DIR/tiny"
check "a market load that is not finite (it said 'found 1e400')" 2 "^market: --loads: '1e400' is not a finite number$" -- "$GB" market --loads 1e400 --out "$DIR/inf"
check "a market load given twice (it named an internal sweep document)" 2 '^market: --loads: 1 is given twice; every value of the list must differ$' -- "$GB" market --loads 1,1 --out "$DIR/twice"
check "an option given twice (the last one won)" 2 '^market: --seed: given twice; give each option once$' -- "$GB" market --seed 1 --seed 2 --out "$DIR/seeds"
check "a range of more than 10,000 loads (it was cut without a word)" 2 "^market: --loads: the range '1:2:1e-15' has more than 10,000 values" -- "$GB" market --loads 1:2:1e-15 --out "$DIR/many"
check "tree-lp on a trees example: no throughput lost to rounding (-6.66e-16 before, the doubles' noise)" 0 'throughput lost to rounding 0$' -- "$GB" tree-lp "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json"
check "run --policy with an id that is not installed names the option and the installed ids (the file's field before)" 2 "^run: --policy: 'Nope' is not installed: no installed plug-in contributes it; installed market policies: EDF, " -- "$GB" run "$ROOT/bundles/org.gridbench.model/examples/market-two-clusters.gridbench.json" --policy Nope
check "run the DP example with its deadlines, its measures named as the views name them" 0 '^allocated requests +2$' -- "$GB" run "$ROOT/bundles/org.gridbench.model/examples/stars-deadlines-64.gridbench.json"
check "a stars file without deadlines run with DP" 2 "^$ROOT/bundles/org.gridbench.model/examples/stars-overlay-64.gridbench.json: workload.requests\\[0\\]\\.deadline: missing; DP needs a deadline per request" -- "$GB" run "$ROOT/bundles/org.gridbench.model/examples/stars-overlay-64.gridbench.json" --policy DP
sed 's/"policy": "IBP"/"policy": "DP"/' "$ROOT/bundles/org.gridbench.model/examples/stars-overlay-64.gridbench.json" >"$DIR/dp-no-deadlines.gridbench.json"
check "validate refuses a DP file without deadlines, at the request" 2 "^$DIR/dp-no-deadlines.gridbench.json:[0-9]+:[0-9]+: workload.requests\\[0\\]\\.deadline: missing; DP needs a deadline per request" -- "$GB" validate "$DIR/dp-no-deadlines.gridbench.json"
sed 's/"memory": 1024/"memory": 2048/' "$ROOT/bundles/org.gridbench.model/examples/stars-overlay-64.gridbench.json" >"$DIR/stars-large.gridbench.json"
check "validate refuses a request larger than the nodes of a file run" 2 'workload.requests\[2\]\.memory: must be at most the memory of every node of a file.s run, in MB \(1024\), found 2048' -- "$GB" validate "$DIR/stars-large.gridbench.json"
check "run a trees example (DATA-CENTRIC)" 0 'experimental fair throughput' -- "$GB" run "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json"
sed '0,/"speed": 10/s//"speed": 1e9/' "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" >"$DIR/fast-master.gridbench.json"
check "tree-lp with a master 10^8 times faster than its workers (issue 26)" 0 '^LP fair throughput \(tasks per time unit\) +2380952' -- "$GB" tree-lp "$DIR/fast-master.gridbench.json"
check "tree-sim with an unknown network" 2 'expected plain or cm02' -- "$GB" tree-sim "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" --network cm03
check "tree-experiment refuses a reading option with --sensitivity" 2 'cannot be combined' -- "$GB" tree-experiment --sensitivity --task-sizes fixed-data --out "$DIR/sens"
check "tree-experiment with an unknown task-size model" 2 'unknown task-size model' -- "$GB" tree-experiment --task-sizes fixed --out "$DIR/te"
check "tree-sim past the heap (2^31 - 1 tasks ran out of memory)" 2 '^tree-sim: --tasks: 4294967294 tasks \(2147483647 per application, 2 applications\) need about .* GRIDBENCH_VMARGS=-Xmx[0-9]+g$' -- "$GB" tree-sim "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" --tasks 2147483647
check "tree-sim with a buffer past 10,000 (2^31 - 1 ran out of memory)" 2 '^tree-sim: --buffer: must be at most 10,000 tasks .*, found 2147483647$' -- "$GB" tree-sim "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" --buffer 2147483647
sed 's/"flops": 20,/"flops": 4.9e-324,/' "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" >"$DIR/tiny-flops.gridbench.json"
check "a trees task of 4.9e-324 flops (it stalled the heuristic, exit 1)" 2 "^$DIR/tiny-flops.gridbench.json:[0-9]+:[0-9]+: applications\\[0\\]\\.flops: must be at least 0.000001 \\(10\\^-6\\).*, found 4.9E-324$" -- "$GB" run "$DIR/tiny-flops.gridbench.json"
sed '0,/"speed": 10/s//"speed": 1e-200/' "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" >"$DIR/slow-root.gridbench.json"
check "a trees root of speed 1e-200 (the LP was infeasible, without a position)" 2 "^$DIR/slow-root.gridbench.json:[0-9]+:[0-9]+: platform\\.nodes\\[0\\]\\.speed: must be at least 0.000001 \\(10\\^-6\\)" -- "$GB" tree-lp "$DIR/slow-root.gridbench.json"
sed 's/"duration": 900,/"duration": 4.9e-324,/' "$ROOT/bundles/org.gridbench.model/examples/stars-overlay-64.gridbench.json" >"$DIR/instant.gridbench.json"
check "a STaRS file of 4.9e-324 s (refused inside, without a position)" 2 "^$DIR/instant.gridbench.json:[0-9]+:[0-9]+: duration: must be at least 1 second, found 4.9E-324$" -- "$GB" validate "$DIR/instant.gridbench.json"
check "tree-sim with an unknown heuristic" 2 'heuristic' -- "$GB" tree-sim "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" --heuristic Oracle
check "a small market sweep" 0 'wrote .*market.csv' -- "$GB" market --policies SRTF,PVR --loads 1.0 --workloads 1 --jobs 50 --out "$DIR/sweep"
check "list-policies names IBP and MMP" 0 'stars	MMP	Makespan Minimization Policy' -- "$GB" list-policies
stars=(stars --policy IBP --nodes 64 --requests 5 --tasks-per-request 8 --duration 10m --out "$DIR/stars")
check "stars with sessions shorter than a second (--churn 1e-300 never ended)" 2 '^stars: --churn: must be at least 1 second' -- with stars --churn 1e-300
check "stars sampled more than 10^6 times (it filled the event queue)" 2 '^stars: --sample: 1e-300 s gives more than 1,000,000 rows' -- with stars --sample 1e-300
check "stars shorter than a second" 2 '^stars: --duration: must be at least 1 second, found 0.5s$' -- with stars --duration 0.5s
check "a small stars run" 0 'wrote .*summary.json' -- with stars
check "a small stars run names its measures as run and the views do" 0 '^mean allocation time \(s\) +[0-9]' -- with stars
check "stars with one node" 2 '^stars: --nodes: N must be at least 2, found 1$' -- with stars --nodes 1
check "stars with SF_max 0" 2 '^stars: --sfmax: SF_max must be at least 1' -- with stars --sfmax 0
check "stars with a negative task length" 2 '^stars: --task-length: must be greater than 0' -- with stars --task-length -1
check "stars with an unknown policy" 2 "^stars: --policy: unknown policy 'XYZ'; installed: IBP, MMP, DP, FSP" -- with stars --policy XYZ
check "stars with a failure fraction of 1" 2 '^stars: --fail-fraction: must be in \[0, 1), found 1$' -- with stars --fail-fraction 1 --fail-at 1h
check "stars with a user fraction of 2.5e7 (the refusal printed 2.5E7)" 2 '^stars: --user-fraction: must be in \(0, 1\], found 25000000$' -- "$GB" stars --policy IBP --nodes 64 --duration 10m --user-fraction 2.5e7 --out "$DIR/fraction"
check "stars DP without a deadline" 2 '^stars: --task-deadline is required with --requests' -- with stars --policy DP
check "stars DP with a deadline before the release" 2 '^stars: --task-deadline: must be greater than 0, found -5$' -- with stars --policy DP --task-deadline -5
check "stars with a request no node can take" 2 '^stars: --task-memory: no node can ever take' -- with stars --task-memory 4096
check "stars with beta for IBP" 2 '^stars: --beta: IBP has no parameter beta' -- with stars --beta 0.5
check "stars on one thread" 0 'wrote .*summary.json' -- with stars --threads 1
check "stars on three threads" 2 '^stars: --threads: must be 1 or 2, found 3$' -- with stars --threads 3
check "bench stars on three threads" 2 "^bench stars: --threads: '3' is not 1 or 2$" -- "$GB" bench stars --sizes 1e3 --threads 1,3
GB_ABS=$(cd "$(dirname "$GB")" && pwd)/$(basename "$GB")
check "stars with the built-in trace, started outside the checkout" 0 'wrote .*summary.json' -- \
  env -C "$DIR" "$GB_ABS" stars --policy IBP --nodes 1000 --duration 300s --out "$DIR/default-trace"
wdp=(stars --policy WDP --nodes 64 --duration 10m --out "$DIR/wdp")
printf '<adag version="2.1">\n  <job id="a" runtime="60"/>\n  <job id="b" runtime="60"/>\n  <child ref="a"><parent ref="b"/></child>\n  <child ref="b"><parent ref="a"/></child>\n</adag>\n' >"$DIR/cyclic.dax"
check "a small WDP run names its measures as IBP's" 0 '^mean speed-up +[0-9]' -- with wdp
check "WDP with --threads" 2 '^stars: --threads applies to IBP, MMP, DP and FSP; WDP runs on one thread$' -- with wdp --threads 2
check "WDP with a cyclic DAX" 2 "^stars: $DIR/cyclic.dax:4:3: adag.child\\[0\\]: dependencies form a cycle: a -> b -> a$" -- with wdp --workflow "$DIR/cyclic.dax"
check "WDP with a load of 1e300 (out of memory)" 2 '^stars: --load: about .* workflows would arrive \(load 1.0E300 x .* MFLOPS of 64 nodes x 600 s / 6000000 MFLOP a workflow\), more than 10,000,000' -- with wdp --load 1e300
check "WDP with tasks of 1e-300 MFLOP (it never ended)" 2 '^stars: --task-length: about .* workflows would arrive .*, more than 10,000,000' -- with wdp --task-length 1e-300
check "WDP with W_j 0" 2 '^stars: --priority: W_j must be greater than 0, found 0$' -- with wdp --priority 0
check "WDP with an unknown model" 2 "^stars: --workflow-model: unknown model 'xyz'; expected forkjoin or laplace$" -- with wdp --workflow-model xyz
DATA=$ROOT/tests/data
check "import a DAX workflow" 0 '^edges: 15$' -- "$GB" import "$DATA/workflows/dax/HEFT_paper.xml" --out "$DIR/heft.gridbench.json"
check "the imported scenario validates" 0 ': ok \(market' -- "$GB" validate "$DIR/heft.gridbench.json"
check "import a SimGrid platform as a tree" 0 '^hosts: 7$' -- "$GB" import "$DATA/platforms/simgrid/small_platform.xml" --out "$DIR/small.gridbench.json"
check "import an SWF trace" 0 '^jobs: 228$' -- "$GB" import "$DATA/swf/NASA-iPSC-1993-3.swf" --out "$DIR/nasa.gridbench.json"
check "validate an imported trace: ok, and what run needs (ok alone before, then run refused it)" 0 "^$DIR/nasa.gridbench.json: warning: policy: missing; choose a bidding policy in the scenario \\(the editor's Policy field\\) or with --policy; run refuses the file without one$" -- "$GB" validate "$DIR/nasa.gridbench.json"
check "run refuses the imported trace without --policy, in the same words" 2 "^$DIR/nasa.gridbench.json: policy: missing; choose a bidding policy in the scenario \\(the editor's Policy field\\) or with --policy$" -- "$GB" run "$DIR/nasa.gridbench.json"
check "import with a negative CCR names the option as the others do" 2 '^import: --ccr: must be at least 0, found -1$' -- "$GB" import "$DATA/swf/NASA-iPSC-1993-3.swf" --ccr -1 --out "$DIR/ccr.gridbench.json"
check "import over an existing file" 2 '^import: --out: .* exists; give --force to replace it$' -- "$GB" import "$DATA/swf/NASA-iPSC-1993-3.swf" --out "$DIR/nasa.gridbench.json"
# issue 26: endless inputs and work past the heap are refused up front, with the limit and how to raise it
{ printf '{"format": "gridbench-scenario", "version": 1, "family": "trees", "x": ['; yes 0 | head -n 1500000 | paste -sd,; printf ']}\n'; } >"$DIR/dense.gridbench.json"
check "validate a small file dense in values, at the value that does not fit (out of memory before)" 2 "^$DIR/dense.gridbench.json:1:[0-9]+: x\\[[0-9]+\\]: too large for this heap: [0-9]+ JSON values and field names so far need about" -- env GRIDBENCH_VMARGS="${GRIDBENCH_VMARGS:-} -Xmx256m" "$GB" validate "$DIR/dense.gridbench.json"
check "validate /dev/zero is refused early" 2 '^/dev/zero: \(file\): too large: an endless input' -- env GRIDBENCH_VMARGS="${GRIDBENCH_VMARGS:-} -Xmx256m" "$GB" validate /dev/zero
check "stars on 10^8 nodes is refused" 2 '^stars: --nodes: 100000000 STaRS nodes under IBP need about .* GRIDBENCH_VMARGS=-Xmx[0-9]+g$' -- "$GB" stars --policy IBP --nodes 100000000 --duration 300s --out "$DIR/huge-stars"
printf '<platform version="4.1"><zone id="z" routing="Full"><cluster id="c" prefix="h" suffix="" radical="0-9999999" speed="1Gf" bw="1GBps" lat="1us"/></zone></platform>' >"$DIR/huge-cluster.xml"
check "a 191-byte cluster of 10^7 hosts is refused" 2 "^$DIR/huge-cluster.xml:1:53: platform.zone\\[0\\].cluster\\[0\\].radical: 10000000 cluster hosts need about" -- "$GB" import "$DIR/huge-cluster.xml" --out "$DIR/huge-cluster.gridbench.json"
sed 's/"jobs": 1000,/"jobs": 1000000000,/' "$ROOT/bundles/org.gridbench.model/examples/market-paper-week.gridbench.json" >"$DIR/billion.gridbench.json"
check "a generator of 10^9 jobs is refused before generating" 2 'workload.generator.jobs: 1000000000 generated market jobs need about' -- "$GB" run "$DIR/billion.gridbench.json"
printf '<platform version="4.1"><zone id="z" routing="Full"><host id="a" speed="1Gf"/><link id="l" bandwidth="1GBps" latency="5min"/></zone></platform>' >"$DIR/minutes.xml"
check "an unknown SimGrid unit lists the known ones" 2 "latency: unknown unit 'min' in '5min'; known: w, d, h, m, s" -- "$GB" import "$DIR/minutes.xml" --out "$DIR/minutes.gridbench.json"
check "saving into a folder that does not exist names it" 2 "^import: --out: cannot write $DIR/absent/x.gridbench.json: $DIR/absent: the folder does not exist$" -- "$GB" import "$DATA/swf/NASA-iPSC-1993-3.swf" --out "$DIR/absent/x.gridbench.json"
printf '<platform version="4.1">\n  <zone id="z" routing="Full">\n    <computer id="a"/>\n  </zone>\n</platform>\n' >"$DIR/unknown.xml"
check "import a platform with an unknown element" 2 "^$DIR/unknown.xml:3:5: platform.zone\\[0\\].computer\\[0\\]: unknown element <computer>" -- "$GB" import "$DIR/unknown.xml" --out "$DIR/unknown.gridbench.json"
check "import a cyclic DAX" 2 "^$DIR/cyclic.dax:4:3: adag.child\\[0\\]: dependencies form a cycle" -- "$GB" import "$DIR/cyclic.dax" --out "$DIR/cyclic.gridbench.json"
if [ -e "$DIR/unknown.gridbench.json" ] || [ -e "$DIR/cyclic.gridbench.json" ]; then
  failed=$((failed + 1)); echo "FAILED: a refused import wrote a scenario"
else
  passed=$((passed + 1))
fi
refused_import() { # refused_import NAME FILE PATTERN: exit 2 with PATTERN, one problem line, no stack trace, no scenario
  local name=$1 file=$2 pattern=$3
  check "$name" 2 "$pattern" -- "$GB" import "$file" --out "$DIR/refused.gridbench.json"
  if [ -e "$DIR/refused.gridbench.json" ] || grep -Eq '^\s+at |Exception' "$DIR/out" "$DIR/err" \
      || [ "$(grep -c "^$file:" "$DIR/err")" -ne 1 ]; then
    failed=$((failed + 1)); echo "FAILED: $name: not one problem line, a stack trace, or a scenario written"
  else
    passed=$((passed + 1))
  fi
}
printf '<adag version="2.1">\n  <job id="a" runtime="60"/>\n  <job id="b" runtime="1h"/>\n</adag>\n' >"$DIR/hour.dax"
refused_import "a DAX runtime that is not a number, at its job" "$DIR/hour.dax" "^$DIR/hour.dax:3:3: adag\\.job\\[1\\]\\.runtime: expected a number of seconds, found \"1h\"$"
printf '<adag version="2.1">\n  <job id="a" runtime="60"/>\n  <child ref="a">\n    <parent ref="z"/>\n  </child>\n</adag>\n' >"$DIR/orphan.dax"
refused_import "a DAX parent that is no job, at its element" "$DIR/orphan.dax" "^$DIR/orphan.dax:4:5: adag\\.child\\[0\\]\\.parent\\[0\\]\\.ref: no task with id \"z\"$"
printf '<adag version="2.1">\n  <job runtime="60"/>\n</adag>\n' >"$DIR/anonymous.dax"
refused_import "a DAX job without an id, at its element" "$DIR/anonymous.dax" "^$DIR/anonymous.dax:2:3: adag\\.job\\[0\\]\\.id: missing required attribute$"
printf '{"workflow": {"tasks": [\n  {"name": "a", "runtimeInSeconds": 60},\n  {"name": "b", "runtimeInSeconds": 60, "parents": ["z"]}\n]}}\n' >"$DIR/orphan.json"
refused_import "a WfFormat parent that does not exist, at its value" "$DIR/orphan.json" "^$DIR/orphan.json:3:53: workflow\\.tasks\\[1\\]\\.parents\\[0\\]: no task with id \"z\"$"
printf '{"workflow": {"tasks": [\n  {"name": "a", "runtimeInSeconds": -1}\n]}}\n' >"$DIR/negative.json"
refused_import "a negative WfFormat runtime, at its value" "$DIR/negative.json" "^$DIR/negative.json:2:37: workflow\\.tasks\\[0\\]\\.runtimeInSeconds: must be at least 0, found -1$"
printf '{"workflow": {"tasks": [\n  {"name": "a", "runtimeInSeconds": 60, "parents": ["b"]},\n  {"name": "b", "runtimeInSeconds": 60, "parents": ["a"]}\n]}}\n' >"$DIR/cyclic.json"
refused_import "a WfFormat cycle, at the parents of a task in it" "$DIR/cyclic.json" "^$DIR/cyclic.json:2:52: workflow\\.tasks\\[0\\]\\.parents: dependencies form a cycle: a -> b -> a$"
printf '{"workflow": {"tasks": [\n  {"name": "a", "runtimeInSeconds": 60},\n  {"name": "b", "runtimeInSeconds": 60, "cores": 2000}\n]}}\n' >"$DIR/wide.json"
refused_import "a WfFormat task wider than the paper's clusters, at its task (the file alone before)" "$DIR/wide.json" "^$DIR/wide.json:3:3: workflow\\.tasks\\[1\\]: as the new scenario's workload\\.jobs\\[0\\]\\.tasks\\[1\\]\\.cores: must be at most the cores of the largest cluster"
printf '; one job\n    1   10  5  1h   4  -1  -1   4  120  -1  1  3  1  -1  -1  1  -1  -1\n' >"$DIR/hour.swf"
refused_import "an SWF run time that is not a number, at its line, column and field number" "$DIR/hour.swf" "^$DIR/hour.swf:2:16: field 4 \\(run time\\): expected a whole number, found \"1h\"$"
printf '    1   10  5  60   4  -1  -1   4  120  -1  1  3  1  -1  -1  1\n' >"$DIR/short.swf"
refused_import "an SWF job line missing fields, at the first one missing" "$DIR/short.swf" "^$DIR/short.swf:1:63: field 17 \\(preceding job number\\): missing; expected 18 fields, found 16$"
printf '   -1   10  5  60   4  -1  -1   4  120  -1  1  3  1  -1  -1  1  -1  -1\n   -1   20  5  60   4  -1  -1   4  120  -1  1  3  1  -1  -1  1  -1  -1\n' >"$DIR/unnumbered.swf"
refused_import "two SWF jobs of unknown number, both by their lines (the file alone before, then the first by its index alone)" "$DIR/unnumbered.swf" "^$DIR/unnumbered.swf:2:1: \\(job line\\): as the new scenario's workload\\.jobs\\[1\\]\\.id: duplicate id \"J-1\"; first used by workload\\.jobs\\[0\\] \\(line 1\\)$"
printf '<platform version="4.1">\n<zone id="z" routing="Full">\n  <cluster id="c" prefix="h" suffix="" radical="0-3," speed="1Gf" bw="1GBps" lat="1us"/>\n</zone>\n</platform>\n' >"$DIR/trailing-comma.xml"
refused_import "a SimGrid radical with a trailing empty item, at the attribute (dropped without a word before)" "$DIR/trailing-comma.xml" "^$DIR/trailing-comma.xml:3:3: platform\\.zone\\[0\\]\\.cluster\\[0\\]\\.radical: an empty item in '0-3,'; expected numbers and ranges such as 0-15 or 0-3,8$"
check "bench stars-cost with a bad seed" 2 "^bench stars-cost: --seed" -- "$GB" bench stars-cost --seed abc
check "bad input gives one message" 2 'text.gridbench.json:1:1: .*expected a value' -- "$GB" validate "$DIR/text.gridbench.json"
if [ "$(wc -l <"$DIR/err")" -ne 1 ] || grep -q '^\s*at ' "$DIR/err"; then
  failed=$((failed + 1)); echo "FAILED: bad input printed more than one line or a stack trace"
else
  passed=$((passed + 1))
fi

# third-party plug-ins: the example, built by its own script, installed, run in every family, removed (issue 9)
EXAMPLE=$ROOT/examples/org.example.gridbench.policies
EXAMPLES=$ROOT/bundles/org.gridbench.model/examples
if [ ! -f "$EXAMPLE/target/org.example.gridbench.policies.jar" ] && ! bash "$EXAMPLE/build" >"$DIR/example-build.log" 2>&1; then
  failed=$((failed + 1)); echo "FAILED: the example plug-in's build"; tail -n 20 "$DIR/example-build.log"
fi
PLUGGED=(env "GRIDBENCH_VMARGS=${GRIDBENCH_VMARGS:-} -Dgridbench.home=$DIR/home" "$GB")
check "plugin install the example" 0 '^installed org\.example\.gridbench\.policies 1\.0\.0\.[0-9]+ into '"$DIR/home/plugins"'$' -- "${PLUGGED[@]}" plugin install "$EXAMPLE/target/org.example.gridbench.policies.jar"
check "plugin list after a restart" 0 '^  trees org\.example\.largestBandwidthFirst' -- "${PLUGGED[@]}" plugin list
check "list-policies shows the example's" 0 '^stars	org\.example\.randomWalk	' -- "${PLUGGED[@]}" list-policies
check "a market run with value density cubed" 0 'org\.example\.valueDensityCubed' -- "${PLUGGED[@]}" run "$EXAMPLES/market-two-clusters.gridbench.json" --policy org.example.valueDensityCubed
check "a stars run with the random walk" 0 '^allocated requests +3$' -- "${PLUGGED[@]}" run "$EXAMPLES/stars-overlay-64.gridbench.json" --policy org.example.randomWalk
check "a trees run with largest bandwidth first" 0 '^heuristic +org\.example\.largestBandwidthFirst$' -- "${PLUGGED[@]}" run "$EXAMPLES/trees-two-level.gridbench.json" --policy org.example.largestBandwidthFirst
check "installing it twice" 2 '^plugin install: .*: org\.example\.gridbench\.policies is already installed; remove it first' -- "${PLUGGED[@]}" plugin install "$EXAMPLE/target/repository"
check "plugin remove" 0 '^removed org\.example\.gridbench\.policies ' -- "${PLUGGED[@]}" plugin remove org.example.gridbench.policies
sed 's/"policy": "PVR"/"policy": "org.example.valueDensityCubed", "policyPlugin": "org.example.gridbench.policies"/' "$EXAMPLES/market-two-clusters.gridbench.json" >"$DIR/cubed.gridbench.json"
check "a scenario naming a removed policy, at its line and column" 2 "^$DIR/cubed.gridbench.json:[0-9]+:[0-9]+: policy: 'org\\.example\\.valueDensityCubed' is not installed: it comes from plug-in org\\.example\\.gridbench\\.policies, which is not installed" -- "${PLUGGED[@]}" run "$DIR/cubed.gridbench.json"
check "plugin install of a file that is not a jar" 2 '^plugin install: .*text\.gridbench\.json: not a plug-in' -- "${PLUGGED[@]}" plugin install "$DIR/text.gridbench.json"
check "plugin remove of an unknown id" 2 "^plugin remove: no plug-in 'org\\.nowhere' is installed" -- "${PLUGGED[@]}" plugin remove org.nowhere

printf '{"format": "gridbench-sweep", "version": 1, "experiment": "market",\n "axes": [{"parameter": "policy", "values": ["PVR", "Oracle"]}]}\n' >"$DIR/bad.sweep.json"
check "sweep run with an uninstalled policy" 2 "^$DIR/bad.sweep.json:2:53: axes\\[0\\]\\.values\\[1\\]: bidding policy Oracle" -- "$GB" sweep run "$DIR/bad.sweep.json" --out "$DIR/bad-sweep"
printf '{"format": "gridbench-sweep", "version": 1, "experiment": "market",\n "axes": [{"parameter": "jobs", "values": [1.5e7]}]}\n' >"$DIR/decimal.sweep.json"
check "a sweep's refused number in plain digits (it printed 1.5E7)" 2 "^$DIR/decimal.sweep.json:2:44: axes\\[0\\]\\.values\\[0\\]: must be a whole number from 1 to 2147483647, found 15000000.0$" -- "$GB" validate "$DIR/decimal.sweep.json"
printf '{"format": "gridbench-sweep", "version": 1, "scenario": "base\\u0000.gridbench.json",\n "axes": [{"parameter": "policy", "values": ["PVR"]}]}\n' >"$DIR/nul.sweep.json"
check "a sweep whose scenario path holds a NUL (an internal error before)" 2 "^$DIR/nul.sweep.json:1:[0-9]+: scenario: not a file path" -- "$GB" validate "$DIR/nul.sweep.json"
check "sweep collect of a folder without a sweep" 2 "^sweep collect: .*: no sweep.json" -- "$GB" sweep collect "$DIR"
mkdir -p "$DIR/cut-plan" "$DIR/odd-plan"
printf '{"experiment": :}\n' >"$DIR/cut-plan/sweep.json"
check "sweep collect of a sweep.json cut by hand: its line and column (Jackson's raw text before)" 2 "^sweep collect: $DIR/cut-plan/sweep.json: line 1, column 16: Unexpected character" -- "$GB" sweep collect "$DIR/cut-plan"
printf '{"experiment": "market", "runs": [{"id": "a", "parameters": "x"}]}\n' >"$DIR/odd-plan/sweep.json"
check "sweep collect of a sweep.json Gridbench did not write (an internal error before)" 2 "^sweep collect: $DIR/odd-plan/sweep.json: not a plan Gridbench wrote" -- "$GB" sweep collect "$DIR/odd-plan"
"$GB" sweep run "$ROOT/examples/sweeps/market-small.sweep.json" --out "$DIR/edited" --threads 2 >/dev/null 2>&1
first=$(ls "$DIR/edited/runs/" | head -n 1)
sed -i 's/"result"/"[result"/' "$DIR/edited/runs/$first"
check "sweep collect with a run file edited by hand (an internal error before)" 2 "^sweep collect: $DIR/edited: 1 of 18 runs have no run file yet, or one Gridbench cannot read" -- "$GB" sweep collect "$DIR/edited"
check "the same sweep run again runs that run anew" 0 'results.csv' -- "$GB" sweep run "$ROOT/examples/sweeps/market-small.sweep.json" --out "$DIR/edited" --threads 2
mkdir -p "$DIR/bad-id" "$DIR/twice-id"
sed '0,/"id" : "[0-9a-f]*"/s//"id" : "..\/..\/escape"/' "$DIR/edited/sweep.json" >"$DIR/bad-id/sweep.json"
check "sweep collect of a sweep.json whose run id is a path (a run file outside the folder before)" 2 "^sweep collect: $DIR/bad-id/sweep.json: not a plan Gridbench wrote: runs\\[0\\]\\.id: not a run id \\(16 hex digits\\), found \"\\.\\./\\.\\./escape\"" -- "$GB" sweep collect "$DIR/bad-id"
first_id=$(grep -o -m 1 '"id" : "[0-9a-f]*"' "$DIR/edited/sweep.json")
awk -v first="$first_id" '/"id" : "[0-9a-f]*"/ { n++; if (n == 2) sub(/"id" : "[0-9a-f]*"/, first) } { print }' "$DIR/edited/sweep.json" >"$DIR/twice-id/sweep.json"
check "sweep collect of a sweep.json with one run id twice" 2 "^sweep collect: $DIR/twice-id/sweep.json: not a plan Gridbench wrote: runs\\[1\\]\\.id: the id of an earlier run" -- "$GB" sweep collect "$DIR/twice-id"
rm "$DIR/edited/runs/$first" && mkdir "$DIR/edited/runs/$first"
check "sweep run where a folder stands for a run file, before any run (an internal error after the run before)" 2 "^sweep: cannot write to $DIR/edited: runs/$first is a folder, and run ${first%.json} writes its result there; move it away" -- "$GB" sweep run "$ROOT/examples/sweeps/market-small.sweep.json" --out "$DIR/edited" --threads 2
check "market with an unknown workload model names the command" 2 "^market: --workload-model: expected job-level or per-task, found 'x'" -- "$GB" market --workload-model x
check "market with an unknown market names the command" 2 "^market: --market: expected per-kind or single, found 'x'" -- "$GB" market --market x
check "a duration with Java's double suffix (read as 5 s before)" 2 "^stars: --duration: '5d' is not a duration; write 60h, 30m, 300s or a number of seconds" -- "$GB" stars --policy IBP --nodes 4 --requests 1 --tasks-per-request 1 --duration 5d --out "$DIR/five-d"
check "a range bound with Java's double suffix (an internal error before)" 2 "^market: --loads: '1d' is not a number" -- "$GB" market --loads 1d:2:1 --policies FIFO --jobs 1 --workloads 1 --out "$DIR/one-d"
check "an empty policy name in a list (every policy ran before)" 2 "^market: --policies: an empty name in ','" -- "$GB" market --policies , --jobs 1 --workloads 1 --out "$DIR/no-policy"
check "a list ending in a comma" 2 "^market: --loads: '' is not a number" -- "$GB" market --loads 1,2, --policies FIFO --jobs 1 --workloads 1 --out "$DIR/trailing"
check "a DP deadline below a millisecond (an internal error before)" 2 "^stars: --task-deadline: must be at least 0.001 s \\(a millisecond\\), found 1e-17" -- "$GB" stars --policy DP --nodes 4 --requests 1 --tasks-per-request 1 --duration 10 --task-deadline 1e-17 --out "$DIR/tiny-deadline"
check "bench market below the least load (an internal error before)" 2 "^bench market: --load: 1.0E-300 is below 0.000001" -- "$GB" bench market --jobs 10 --load 1e-300 --log "$DIR/bench.md"
printf '{"format": "gridbench-sweep", "version": 1, "experiment": "market",\n "parameters": {"policy": "FIFO", "jobs": 5, "workload": 0},\n "axes": [{"parameter": "load", "values": [1e-300]}]}\n' >"$DIR/tiny-load.sweep.json"
check "a market sweep below the least load is refused at its value (a failed run before)" 2 "^$DIR/tiny-load.sweep.json:3:[0-9]+: axes\\[0\\]\\.values\\[0\\]: must be a finite number of at least 0.000001" -- "$GB" validate "$DIR/tiny-load.sweep.json"
check "sweep run with a bad shard" 2 "^sweep: --shard: a shard needs 0 <= i < n, found 3/3" -- "$GB" sweep run "$ROOT/examples/sweeps/market-small.sweep.json" --shard 3/3

# sweeps that validated but whose runs all failed, messages without a position, nonsense accepted
cp "$EXAMPLES/market-two-clusters.gridbench.json" "$EXAMPLES/stars-overlay-64.gridbench.json" "$DIR/"
printf '{"format": "gridbench-sweep", "version": 1, "scenario": "market-two-clusters.gridbench.json",\n "axes": [{"parameter": "policy", "values": ["PVR", "Oracle"]}]}\n' >"$DIR/oracle.sweep.json"
check "a scenario sweep with an uninstalled policy as an axis value (every such run failed)" 2 "^$DIR/oracle.sweep.json:2:[0-9]+: axes\\[0\\]\\.values\\[1\\]: policy: 'Oracle' is not installed: no installed plug-in contributes it; installed market policies: " -- "$GB" validate "$DIR/oracle.sweep.json"
printf '{"format": "gridbench-sweep", "version": 1, "scenario": "stars-overlay-64.gridbench.json",\n "axes": [{"parameter": "policy", "values": ["IBP", "WDP"]}]}\n' >"$DIR/wdp-file.sweep.json"
check "a scenario sweep with WDP on a file's requests (its runs failed)" 2 "^$DIR/wdp-file.sweep.json:2:[0-9]+: axes\\[0\\]\\.values\\[1\\]: policy: 'WDP' is a workflow policy with its own engine" -- "$GB" validate "$DIR/wdp-file.sweep.json"
sed 's/"policy": "IBP"/"policy": "WDP"/' "$EXAMPLES/stars-overlay-64.gridbench.json" >"$DIR/wdp.gridbench.json"
check "validate a STaRS file of WDP (ok before, refused by run)" 2 "^$DIR/wdp.gridbench.json:[0-9]+:[0-9]+: policy: 'WDP' is a workflow policy with its own engine" -- "$GB" validate "$DIR/wdp.gridbench.json"
printf '{"format": "gridbench-sweep", "version": 1, "scenario": "oracle.sweep.json"}\n' >"$DIR/sweep-base.sweep.json"
check "a sweep whose base scenario is a sweep (its run failed)" 2 "^$DIR/sweep-base.sweep.json:1:[0-9]+: scenario: the base scenario does not load: $DIR/oracle.sweep.json:1:[0-9]+: format: .* is a sweep document" -- "$GB" validate "$DIR/sweep-base.sweep.json"
printf '{"format": "gridbench-sweep", "version": 1, "scenario": "cubed.gridbench.json",\n "axes": [{"parameter": "name", "values": ["a", "b"]}]}\n' >"$DIR/cubed.sweep.json"
check "a scenario sweep whose base names an uninstalled policy, every point asked before any run" 2 "^$DIR/cubed.sweep.json:2:[0-9]+: axes: policy: 'org\\.example\\.valueDensityCubed' is not installed: .* \\(2 of 2 runs\\)$" -- "$GB" sweep run "$DIR/cubed.sweep.json" --out "$DIR/cubed-sweep"
[ ! -e "$DIR/cubed-sweep" ] && passed=$((passed + 1)) || { failed=$((failed + 1)); echo "FAILED: a refused sweep wrote its folder"; }
printf '{"format": "gridbench-sweep", "version": 1, "scenario": "market-two-clusters.gridbench.json",\n "axes": [{"parameter": "policy", "values": ["PVR"]}],\n "measures": ["proportion of maximum value", "happiness"]}\n' >"$DIR/measure.sweep.json"
check "a scenario sweep with an unknown measure (a blank column before)" 2 "^$DIR/measure.sweep.json:3:[0-9]+: measures\\[1\\]: unknown measure 'happiness' of the scenario experiment; known: value captured, .*proportion of maximum value" -- "$GB" validate "$DIR/measure.sweep.json"
check "run past the heap names the file, line, column and field" 2 "^$DIR/billion.gridbench.json:[0-9]+:[0-9]+: workload\\.generator\\.jobs: 1000000000 generated market jobs need about" -- "$GB" run "$DIR/billion.gridbench.json"
sed 's/"nodes": 64,/"nodes": 100000000,/' "$EXAMPLES/stars-overlay-64.gridbench.json" >"$DIR/huge-overlay.gridbench.json"
check "a STaRS file of 10^8 nodes, at its field" 2 "^$DIR/huge-overlay.gridbench.json:[0-9]+:[0-9]+: overlay\\.nodes: 100000000 STaRS nodes under IBP need about" -- "$GB" run "$DIR/huge-overlay.gridbench.json"
sed 's/"flops": 20,/"flops": 1e300,/' "$EXAMPLES/trees-star.gridbench.json" >"$DIR/huge-flops.gridbench.json"
check "a trees task of 1e300 flops (the LP was infeasible, without a field)" 2 "^$DIR/huge-flops.gridbench.json:[0-9]+:[0-9]+: applications\\[0\\]\\.flops: makes a task compute flops / speed = 1.0E299 time units on the fastest node \\(speed 10\\), more than 10\\^6" -- "$GB" tree-lp "$DIR/huge-flops.gridbench.json"
check "stars --out /dev/null, before the run (after it before)" 2 '^stars: --out: /dev/null is not a folder$' -- with stars --out /dev/null
check "WDP --out below a file, before the run" 2 "^stars: --out: cannot make the folder $DIR/text.gridbench.json/out: $DIR/text.gridbench.json is not a folder$" -- with wdp --out "$DIR/text.gridbench.json/out"
check "tree-experiment --sensitivity --out /dev/null, before its readings (3 min of work before)" 2 '^tree-experiment: --out: /dev/null is not a folder$' -- "$GB" tree-experiment --sensitivity --out /dev/null
check "market --out /dev/null" 2 '^market: --out: /dev/null is not a folder$' -- "$GB" market --policies PVR --loads 1 --workloads 1 --jobs 20 --out /dev/null
check "sweep run --out /dev/null" 2 '^sweep: --out: /dev/null is not a folder$' -- "$GB" sweep run "$ROOT/examples/sweeps/market-small.sweep.json" --out /dev/null
check "stars-accuracy with a node count given twice (it ran it twice)" 2 '^stars-accuracy: --nodes: 1024 is given twice; every value of the list must differ$' -- "$GB" stars-accuracy --policy IBP --nodes 1024,1024 --sfmax 10
printf '    1   10  5  60   4  58.5  1024   4  120  2048  1  3  1  -1  -1  1  -1  -1\n    2   10  5  60   2147483648  58.5  1024   4  120  2048  1  3  1  -1  -1  1  -1  -1\n' >"$DIR/wide.swf"
check "an SWF job of 2^31 processors, at its line and field (left out without a word before)" 2 "^$DIR/wide.swf:2:21: field 5 \\(number of allocated processors\\): more processors than a task holds" -- "$GB" import "$DIR/wide.swf" --out "$DIR/wide.gridbench.json"
printf '<platform version="4.1">\n<zone id="z" routing="Full">\n  <host id="a" speed="1Gf"/>\n  <host id="b" speed="1e-9f"/>\n  <link id="l" bandwidth="1GBps" latency="5ms"/>\n  <route src="a" dst="b"><link_ctn id="l"/></route>\n</zone>\n</platform>\n' >"$DIR/slow-host.xml"
check "an imported host too slow for a trees scenario, at its line (the new scenario's line 17 before)" 2 "^$DIR/slow-host.xml:4:3: platform.zone\\[0\\]\\.host\\[1\\]: as the new scenario's platform\\.nodes\\[1\\]\\.speed: must be at least 0.000001" -- "$GB" import "$DIR/slow-host.xml" --out "$DIR/slow-host.gridbench.json"
mkdir -p "$DIR/v2-plan"
sed 's/"version" : 1,/"version" : 2,/' "$DIR/edited/sweep.json" >"$DIR/v2-plan/sweep.json"
check "sweep collect of a plan of version 2 (read as version 1 before)" 2 "^sweep collect: $DIR/v2-plan/sweep.json: version: unsupported version 2; this Gridbench reads sweep plans of version 1 only$" -- "$GB" sweep collect "$DIR/v2-plan"

# crash-free input (fuzzing, third pass): internal errors, out of memory and hangs refused before any work
values=$(seq -s, 0 100)
printf '{"format": "gridbench-sweep", "version": 1, "experiment": "market",\n "parameters": {"policy": "FIFO"},\n "axes": [{"parameter": "workload", "values": [%s]},\n  {"parameter": "load", "values": [%s]},\n  {"parameter": "jobs", "values": [%s]}]}\n' "$values" "$(seq -s, 1 101)" "$(seq -s, 1 101)" >"$DIR/huge.sweep.json"
check "a sweep of 101^3 runs is refused at the axis that passes 10^6 (8 million points ran out of memory before)" 2 "^$DIR/huge.sweep.json:5:[0-9]+: axes\\[2\\]\\.values: too many runs \\(seeds x the values of each axis up to this one\\): 1,030,301 runs are more than the 1,000,000 a sweep may have$" -- "$GB" validate "$DIR/huge.sweep.json"
check "market with 2 x 10^7 workloads (its internal sweep document was refused before)" 2 '^market: --workloads: 1 policies x 8 loads x 20000000 workloads: 160,000,000 runs are more than the 1,000,000 a sweep may have$' -- "$GB" market --policies FIFO --workloads 20000000 --out "$DIR/many-workloads"
check "bench market past the heap (an internal error before)" 2 '^bench market: --jobs: 2147483647 generated market jobs need about' -- "$GB" bench market --jobs 2147483647
check "bench sweep of 2^31 - 1 runs (out of memory before)" 2 '^bench sweep: --runs: 2,147,483,647 runs are more than the 1,000,000 a sweep may have$' -- "$GB" bench sweep --runs 2147483647
check "bench sweep past the heap names --jobs (it named a position in its internal document)" 2 '^bench sweep: --jobs: 2147483647 generated market jobs need about' -- "$GB" bench sweep --jobs 2147483647
check "bench sweep runs its loopback Hazelcast cluster" 0 '^\| Hazelcast, 1 worker of 1 slot, loopback \| 2 \|' -- "$GB" bench sweep --runs 2 --jobs 10 --log "$DIR/bench-sweep.md"
if grep -q 'without proper access to required Java packages' "$DIR/err"; then # the launcher gave it no JDK opens
  failed=$((failed + 1)); echo "FAILED: bench sweep's Hazelcast warned that it lacks the JDK internals it reads"
else
  passed=$((passed + 1))
fi
check "stars-accuracy past the heap (an internal error before)" 2 "^stars-accuracy: --nodes: 2147483647 nodes' states and summaries need about" -- "$GB" stars-accuracy --policy IBP --nodes 2147483647
sed 's/"jobs": 1000,/"jobs": 10, "minDFinal": 1e300, "maxDFinal": 1e300,/' "$ROOT/bundles/org.gridbench.model/examples/market-paper-week.gridbench.json" >"$DIR/late.gridbench.json"
check "a final deadline of 1e300 x the critical path runs (an internal error before)" 0 'fraction of jobs starved +0.000000' -- "$GB" run "$DIR/late.gridbench.json"
mkfifo "$DIR/pipe.gridbench.json" "$DIR/pipe.xml"
check "tree-lp of a named pipe with no writer (it waited forever)" 2 "^$DIR/pipe.gridbench.json: \\(file\\): cannot be read: it is a named pipe, not a regular file" -- timeout 60 "$GB" tree-lp "$DIR/pipe.gridbench.json"
check "import of a named pipe with no writer (it waited forever)" 2 "^$DIR/pipe.xml: \\(file\\): cannot be read: it is a named pipe, not a regular file" -- timeout 60 "$GB" import "$DIR/pipe.xml" --out "$DIR/pipe-import.gridbench.json"
sed 's/"duration": 900,/"duration": 1e12, "failures": {"churnMedian": 1},/' "$ROOT/bundles/org.gridbench.model/examples/stars-overlay-64.gridbench.json" >"$DIR/churn.gridbench.json"
check "validate a churn median of 1 s over 10^12 s, at the median (no end before)" 2 "^$DIR/churn.gridbench.json:[0-9]+:[0-9]+: failures.churnMedian: about 4.44e\\+13 nodes would leave and be replaced \\(64 nodes x 1000000000000 s x ln 2 / a median session of 1 s\\), more than 10,000,000" -- "$GB" validate "$DIR/churn.gridbench.json"
check "stars --churn 1 over 10^12 s (no end before)" 2 '^stars: --churn: about 4.44e\+13 nodes would leave and be replaced \(64 nodes x 1000000000000 s x ln 2 / a median session of 1 s\), more than 10,000,000' -- "$GB" stars --policy IBP --nodes 64 --churn 1 --duration 1e12 --out "$DIR/churn"
sed 's/"latency": [0-9.e-]*/"latency": 1e300/' "$ROOT/bundles/org.gridbench.model/examples/trees-star.gridbench.json" >"$DIR/far.gridbench.json"
check "tree-sim under CM02 with a latency of 1e300 (the LP failed inside)" 2 '^tree-sim: --network: CM02 caps the link of node [^ ]+ at window / \(2 x latency\) = 20000 / \(2 x 1.0E300 s\) = 1.00e-296 bytes/s, below the least bandwidth, 0.000001' -- "$GB" tree-sim "$DIR/far.gridbench.json" --network cm02
check "tree-experiment with a window of 1e-300 bytes (every run failed inside)" 2 '^tree-experiment: --window: must be at least 1 byte with --network cm02 \(a TCP window is whole bytes\), found 1e-300$' -- "$GB" tree-experiment --window 1e-300 --out "$DIR/tiny-window"
check "tree-experiment with 2^31 - 1 applications (no end before)" 2 '^tree-experiment: --applications: 4294967294000 tasks of a run \(2000 per application in the largest pass, 2147483647 applications\) need about' -- "$GB" tree-experiment --applications 2147483647 --out "$DIR/many-applications"
check "tree-experiment with 101 applications: past the LP's 10,000 variables on its 100-node platforms" 2 "^tree-experiment: --applications: on the largest platform, 100 nodes x 101 applications make 10,100 variables of the steady-state LP, more than 10,000" -- "$GB" tree-experiment --applications 101 --out "$DIR/wide-experiment"
awk 'BEGIN { printf "{\"format\": \"gridbench-scenario\", \"version\": 1, \"family\": \"trees\", \"seed\": 1,\n \"platform\": {\"nodes\": [{\"id\": \"P0\", \"speed\": 10}, {\"id\": \"P1\", \"parent\": \"P0\", \"speed\": 5, \"bandwidth\": 2}]},\n \"applications\": ["; for (k = 0; k < 5001; k++) printf "%s{\"id\": \"A%d\", \"weight\": 1, \"flops\": 10, \"bytes\": 1}", (k ? ", " : ""), k; print "]}" }' >"$DIR/wide.gridbench.json"
check "tree-lp of 2 nodes x 5001 applications, past the LP's 10,000 variables (2,000 x 50 did not end in 120 s)" 2 "^$DIR/wide.gridbench.json:3:18: applications: 2 nodes x 5001 applications make 10,002 variables of the steady-state LP, more than 10,000" -- "$GB" tree-lp "$DIR/wide.gridbench.json"
check "stars-accuracy --nodes with a trailing comma (read as 1024 before)" 2 "^stars-accuracy: --nodes: '' is not a whole number$" -- "$GB" stars-accuracy --policy IBP --nodes 1024, --sfmax 10
check "bench stars --sizes with a trailing comma (left out before)" 2 "^bench stars: --sizes: '' is not a number of nodes$" -- "$GB" bench stars --sizes 10000,
check "bench stars --threads with a trailing comma (left out before)" 2 "^bench stars: --threads: '' is not 1 or 2$" -- "$GB" bench stars --threads 1,
check "bench kernel --sizes with a trailing comma (left out before)" 2 "^bench: --sizes: '' is not a whole number$" -- "$GB" bench kernel --sizes 1000,
check "worker --join with a trailing comma (left out before)" 2 "^worker: an empty member in 'localhost:5701,'$" -- "$GB" worker --join localhost:5701,
check "stars FSP with 2^31 - 1 tasks (an internal error before: a decision over its budget)" 2 "^stars: --tasks-per-request: 2147483647 tasks under FSP \\(each accepted one waits in a node's queue\\) need about" -- "$GB" stars --policy FSP --nodes 64 --requests 1 --tasks-per-request 2147483647 --duration 300s --out "$DIR/fsp"
sed 's/"policy": "IBP"/"policy": "FSP"/; 0,/"tasks": [0-9]*/s//"tasks": 2147483647/' "$ROOT/bundles/org.gridbench.model/examples/stars-overlay-64.gridbench.json" >"$DIR/fsp.gridbench.json"
check "run of an FSP file with 2^31 - 1 tasks in a request" 2 "^$DIR/fsp.gridbench.json: workload.requests: 2147483695 tasks under FSP" -- "$GB" run "$DIR/fsp.gridbench.json"
check "bench views on a display that does not open says why in one line (exit 13 and nothing said before)" 1 "^gridbench: bench views failed \\(exit 13\\): cannot open the display :4242 \\(.*gtk_init_check.*\\); the whole log is in .*/logs/bench-views-[0-9]+\\.log$" -- env DISPLAY=:4242 "$GB" bench views
one_line() { # one_line NAME: the last check printed its one line on stderr and nothing on stdout
  [ "$(wc -l <"$DIR/err")" -eq 1 ] && [ ! -s "$DIR/out" ] && passed=$((passed + 1)) \
    || { failed=$((failed + 1)); echo "FAILED: $1 printed more than its one line"; }
}
one_line "bench views on a display that does not open"
# no command ends in silence: a JVM out of memory, and Equinox stopping before the application, are said in one line
check "a command out of memory as Equinox starts (it hung, silent, a framework thread dead)" 1 "^gridbench: list-policies failed \\(exit 3\\): the JVM ran out of memory \\(the line above says which\\); give it more, e.g. GRIDBENCH_VMARGS=-Xmx8g" -- env GRIDBENCH_VMARGS="${GRIDBENCH_VMARGS:-} -Xmx8m" timeout 300 "$GB" list-policies
grep -q '^Terminating due to java.lang.OutOfMemoryError' "$DIR/err" && [ ! -s "$DIR/out" ] && passed=$((passed + 1)) \
  || { failed=$((failed + 1)); echo "FAILED: the JVM's own line on running out of memory is not on stderr"; }
check "a command whose Equinox configuration area in GRIDBENCH_VMARGS cannot be created: bad input, before Equinox (exit 15 after it before)" 2 "^gridbench: GRIDBENCH_VMARGS: -Dosgi.configuration.area=/dev/null/configuration cannot be created: /dev/null is a file, not a folder$" -- env GRIDBENCH_VMARGS="${GRIDBENCH_VMARGS:-} -Dosgi.configuration.area=/dev/null/configuration" "$GB" list-policies
one_line "a command whose Equinox configuration area cannot be created"
check "a command whose Equinox install area holds no framework: bad input (exit 13 after two lines of Equinox's own on stdout before)" 2 "^gridbench: GRIDBENCH_VMARGS: -Dosgi.install.area=$DIR holds no Equinox framework" -- env GRIDBENCH_VMARGS="${GRIDBENCH_VMARGS:-} -Dosgi.install.area=$DIR" "$GB" list-policies
one_line "a command whose Equinox install area holds no framework"
check "a command whose Equinox configuration area Equinox alone is told of (JAVA_TOOL_OPTIONS) says why it ended with 15" 1 "^gridbench: list-policies failed \\(exit 15\\): Equinox could not create or write its configuration area \\(osgi.configuration.area\\) and stopped before writing any log$" -- env JAVA_TOOL_OPTIONS=-Dosgi.configuration.area=/dev/null/configuration "$GB" list-policies
[ ! -s "$DIR/out" ] && passed=$((passed + 1)) || { failed=$((failed + 1)); echo "FAILED: exit 15 printed on stdout"; }
printf 'not a folder\n' >"$DIR/home-file"
check "GRIDBENCH_HOME naming a file: bad input in one line (Maven's bootstrap failed in four lines, exit 1, before)" 2 "^gridbench: GRIDBENCH_HOME=$DIR/home-file is a file, not a folder; set GRIDBENCH_HOME to a folder you can write$" -- env GRIDBENCH_HOME="$DIR/home-file" "$GB" list-policies
one_line "GRIDBENCH_HOME naming a file"
mkdir -p "$DIR/home-logs-file" && printf 'not a folder\n' >"$DIR/home-logs-file/logs"
check "GRIDBENCH_HOME whose logs folder is a file: bad input in one line (mkdir's error line, then the command, before)" 2 "^gridbench: GRIDBENCH_HOME=$DIR/home-logs-file: $DIR/home-logs-file/logs is a file, not a folder; set GRIDBENCH_HOME to a folder you can write$" -- env GRIDBENCH_HOME="$DIR/home-logs-file" "$GB" list-policies
one_line "GRIDBENCH_HOME whose logs folder is a file"

# crash-free input audited as a careless user would: arguments misread, and output checked only after the work
check "import --out whose value was forgotten before --force (it wrote a scenario named --force)" 2 '^import: --out needs a value$' -- env -C "$DIR" "$GB_ABS" import "$DATA/swf/NASA-iPSC-1993-3.swf" --out --force
[ ! -e "$DIR/--force" ] && passed=$((passed + 1)) || { failed=$((failed + 1)); echo "FAILED: import wrote a file named --force"; }
check "stars-accuracy with its node count as a bare argument (ignored: it ran 1024 nodes)" 2 "^stars-accuracy: unexpected argument '4096'$" -- "$GB" stars-accuracy --policy IBP 4096 --sfmax 10
check "bench kernel with a bare argument" 2 "^bench: unexpected argument '1000'$" -- "$GB" bench kernel 1000
check "bench market --log in a missing folder, before the runs (refused after them, without the option, before)" 2 "^bench market: --log: cannot write $DIR/absent/bench.md: $DIR/absent: the folder does not exist$" -- "$GB" bench market --jobs 10 --log "$DIR/absent/bench.md"
grep -q 'PVR' "$DIR/out" && { failed=$((failed + 1)); echo "FAILED: bench market ran before refusing its --log"; } || passed=$((passed + 1))
check "bench kernel --log naming a folder, before the runs" 2 "^bench: --log: $DIR is a folder, not a file$" -- "$GB" bench kernel --sizes 16 --log "$DIR"
check "validate with an option it does not have (read as a missing file before)" 2 "^validate: unknown option '--strict'; see ./gridbench validate --help$" -- "$GB" validate --strict "$example"

sed '0,/"dFinal": 6,/s//"dFinal": 1e308,/' "$EXAMPLES/market-two-clusters.gridbench.json" >"$DIR/area.gridbench.json"
check "a value curve whose area is past the largest double, at its dFinal (it validated, then PVR bid Infinity: exit 1)" 2 "^$DIR/area.gridbench.json:67:[0-9]+: workload\\.jobs\\[0\\]\\.valueCurve\\.dFinal: must be at most the largest double / vMax \\(2.8" -- "$GB" run "$DIR/area.gridbench.json"
sed '0,/"vMax": 64,/s//"vMax": 1e308,/' "$EXAMPLES/market-two-clusters.gridbench.json" >"$DIR/vmax.gridbench.json"
check "a vMax of 1e308, at its field (the run's proportion of maximum value was NaN)" 2 "^$DIR/vmax.gridbench.json:65:[0-9]+: workload\\.jobs\\[0\\]\\.valueCurve\\.vMax: must be less than 10\\^298" -- "$GB" run "$DIR/vmax.gridbench.json" --policy FIFO
printf '{"format": "gridbench-sweep", "version": 1, "scenario": "/dev/zero"}\n' >"$DIR/zero-base.sweep.json"
check "a sweep whose base scenario is /dev/zero, at its field (out of memory before: exit 1)" 2 "^$DIR/zero-base.sweep.json:1:[0-9]+: scenario: the base scenario does not load: /dev/zero: \\(file\\): too large: an endless input" -- env GRIDBENCH_VMARGS="${GRIDBENCH_VMARGS:-} -Xmx256m" "$GB" validate "$DIR/zero-base.sweep.json"
{ printf '{"format": "gridbench-scenario",\n "name": "Caf'; printf '\351'; printf '"}\n'; } >"$DIR/latin1.gridbench.json"
check "a file with a Latin-1 byte names its line and column (the file alone before)" 2 "^$DIR/latin1.gridbench.json:2:14: \\(file\\): cannot be read: it is not UTF-8 text: byte 0xE9 here is not part of a UTF-8 character" -- "$GB" validate "$DIR/latin1.gridbench.json"
sed 's/"deadline": 90/"deadline": 1e308/' "$EXAMPLES/stars-deadlines-64.gridbench.json" >"$DIR/far-deadline.gridbench.json"
check "a DP deadline of 1e308 s, at its field (it validated, then the run failed on a sample of Infinity: exit 1)" 2 "^$DIR/far-deadline.gridbench.json:[0-9]+:[0-9]+: workload\\.requests\\[0\\]\\.deadline: must make the request due at most 10\\^300 s after the start" -- "$GB" run "$DIR/far-deadline.gridbench.json"
check "stars --task-deadline 1e308 (an internal error before)" 2 "^stars: --task-deadline: must be at most 10\\^300 s: DP samples" -- "$GB" stars --policy DP --nodes 64 --requests 2 --tasks-per-request 2 --duration 600 --task-deadline 1e308 --out "$DIR/far-dp"
check "sweep run --threads 0, before the document is read (after it was read and planned before)" 2 "^sweep: --threads: must be at least 1" -- "$GB" sweep run "$DIR/no-such.sweep.json" --threads 0
check "validate with an empty file name (it said ': (file): ... a directory', naming no file)" 2 '^"": \(file\): the file name is empty' -- "$GB" validate ""
sed 's/"jobs": 1000,/"jobs": 10, "valueDensity": 1e308,/' "$EXAMPLES/market-paper-week.gridbench.json" >"$DIR/density.gridbench.json"
check "a generator's valueDensity of 1e308, at its field (it validated, then PVR bid Infinity: exit 1)" 2 "^$DIR/density.gridbench.json:[0-9]+:[0-9]+: workload\\.generator\\.valueDensity: must be less than 10\\^298 / 525968 \\(1\\.9012563501962096E292\\), so that vMax, valueDensity x a job's core-minutes, is less than 10\\^298; a job of this generator holds up to 525968 core-minutes, found 1\\.0E308$" -- "$GB" validate "$DIR/density.gridbench.json"
sed 's/"jobs": 1000,/"jobs": 10, "maxDFinal": 1.7e308,/' "$EXAMPLES/market-paper-week.gridbench.json" >"$DIR/dfinal.gridbench.json"
check "a generator's maxDFinal of 1.7e308, at its field in a run (it validated, then PVR bid Infinity: exit 1)" 2 "^$DIR/dfinal.gridbench.json:[0-9]+:[0-9]+: workload\\.generator\\.maxDFinal: must be at most the largest double / \\(valueDensity x 525968\\) \\(3\\.417875488361109E302\\): PVR bids the area" -- "$GB" run "$DIR/dfinal.gridbench.json"
sed 's/"jobs": 1000,/"jobs": 10, "valueDensity": 1.9e292,/' "$EXAMPLES/market-paper-week.gridbench.json" >"$DIR/dense-ok.gridbench.json"
check "a generator's valueDensity just below its bound runs under PVR, every value finite, its values in 4 significant digits (about 300 digits each before)" 0 '^proportion of maximum value 1\.000000  \(1\.214e\+298 of 1\.214e\+298\)$' -- "$GB" run "$DIR/dense-ok.gridbench.json"
check "tree-lp writes an application's weight as people read it (Java's 1.0 and 3.0 before)" 0 '^A3 LP rate \(tasks per time unit\) +[0-9.]+ \(weight 3\)$' -- "$GB" tree-lp "$EXAMPLES/trees-two-level.gridbench.json"
echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
