#!/usr/bin/env bash
# Builds the libFuzzer targets once (AddressSanitizer with LeakSanitizer, release optimisation) and
# runs each for a bounded time. Any crash, leak, out-of-memory, hang or broken rule is minimised and
# kept as a regression input in Tests/Fuzz/Regressions/TARGET/ (replayed by `swift test`), and the
# script exits 1. See Tests/Fuzz/README.md.
#
#   Tests/Fuzz/run.sh [SECONDS] [TARGET...]     SECONDS per target (default 60); every target by default
#
# Environment: FUZZ_JOBS (targets run at once, default 1: the machine is shared), FUZZ_WORK (corpora,
# logs and artifacts; default .build/fuzz/work, kept between runs so campaigns build on each other),
# FUZZ_FLAGS (more libFuzzer flags, e.g. "-fork=1 -ignore_crashes=1" to go on past a crash).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:/opt/swift/bin:$PATH"

seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(trace list profile state evemu libinput tsconf conditions study participant tasks)
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [SECONDS] [TARGET...]" >&2; exit 64 ;; esac
jobs=${FUZZ_JOBS:-1}
work=${FUZZ_WORK:-.build/fuzz/work}

# Limits for one input. Seeds are at most 50 KB: 2 GB (libFuzzer's default, and the README's bound
# for a large list) or 10 s for one is the unbounded allocation or the hang the issue asks to find.
rss_limit_mb=2048
timeout_s=10

# Release: about six times the executions per second of a debug build (1,700 against 270 on the
# trace target here). Its own scratch path, so the ordinary .build stays as it was.
echo "fuzz: building reorder-fuzz (-sanitize=fuzzer,address, release)"
mkdir -p "$work/logs"
build_status=0
REORDER_FUZZ=1 swift build -c release --scratch-path .build/fuzz --product reorder-fuzz \
  -Xswiftc -sanitize=fuzzer,address >"$work/logs/build.log" 2>&1 || build_status=$?
# gold warns once per ASan helper symbol that it cannot export: noise, not a problem.
grep -v "ld.gold: warning: Cannot export local symbol" "$work/logs/build.log" || true
[ "$build_status" = 0 ] || { echo "fuzz: build failed" >&2; exit 1; }
binary=.build/fuzz/release/reorder-fuzz

# The Swift runtime's crash backtracer reads other threads' stacks, which AddressSanitizer reports
# as a stack-buffer-underflow inside the backtracer: let libFuzzer and ASan report crashes instead.
export SWIFT_BACKTRACE=enable=no

# libFuzzer takes one -dict: the tsconf and study targets' words are added to the JSON ones (the
# tsconf target reads its bytes as inputFilters JSON too; the study's files are JSON).
dictionary() {
  case "$1" in
    evemu) echo Tests/Fuzz/evemu.dict ;;
    libinput) echo Tests/Fuzz/yaml.dict ;;
    tsconf) cat Tests/Fuzz/json.dict Tests/Fuzz/tsconf.dict >"$work/$1.dict"; echo "$work/$1.dict" ;;
    conditions|study|participant|tasks) cat Tests/Fuzz/json.dict Tests/Fuzz/study.dict >"$work/$1.dict"; echo "$work/$1.dict" ;;
    *) echo Tests/Fuzz/json.dict ;;
  esac
}

run_target() {
  local target=$1 corpus="$work/corpus/$1" artifacts="$work/artifacts/$1" log="$work/logs/$1.log"
  mkdir -p "$corpus" "$artifacts" "$work/logs" "$work/tmp/$1"
  rm -f "$artifacts"/*
  "$binary" --target="$target" --write-seeds="$corpus"
  # Scratch files (the trace and state targets read paths) on tmpfs when there is one.
  local scratch="$work/tmp/$target"
  [ -d /dev/shm ] && scratch=$(mktemp -d /dev/shm/reorder-fuzz-"$target".XXXXXX)
  local status=0
  TMPDIR="$scratch" "$binary" --target="$target" "$corpus" -dict="$(dictionary "$target")" \
    -max_total_time="$seconds" -rss_limit_mb=$rss_limit_mb -malloc_limit_mb=$rss_limit_mb -timeout=$timeout_s \
    -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$artifacts/" ${FUZZ_FLAGS:-} >"$log" 2>&1 || status=$?
  rm -rf "$scratch"
  echo "$status" >"$work/logs/$target.status"
}

# Minimises each artifact of a failed run (-minimize_crash keeps an input that still fails) and
# keeps it where `swift test` replays it. Each step of the minimisation runs for up to 60 s and
# writes its best input so far: 5 minutes in all bound it (a hang takes 10 s a try).
keep_artifacts() {
  local target=$1 artifacts="$work/artifacts/$1" kept="Tests/Fuzz/Regressions/$1"
  local artifact
  for artifact in "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/oom-* "$artifacts"/timeout-*; do
    [ -f "$artifact" ] || continue
    local kind minimised
    kind=$(basename "$artifact" | cut -d- -f1)
    minimised="$artifact.min"
    timeout 300 "$binary" --target="$target" "$artifact" -minimize_crash=1 -max_total_time=60 \
      -rss_limit_mb=$rss_limit_mb -malloc_limit_mb=$rss_limit_mb -timeout=$timeout_s -detect_leaks=1 \
      -artifact_prefix="$artifacts/minimising-" -exact_artifact_path="$minimised" >"$artifact.minimize.log" 2>&1 || true
    [ -s "$minimised" ] || cp "$artifact" "$minimised"
    mkdir -p "$kept"
    local name="$kind-$(sha1sum "$minimised" | cut -c1-16)"
    cp "$minimised" "$kept/$name"
    echo "fuzz: $target: $kind kept as $kept/$name ($(wc -c <"$minimised") bytes; stack in $work/logs/$target.log)"
  done
}

# Whether a run found anything: a non-zero exit, or (with -fork and -ignore_crashes, which exit 0)
# an artifact left.
found() {
  [ "$(cat "$work/logs/$1.status")" != 0 ] || ls "$work/artifacts/$1" | grep -qE '^(crash|leak|oom|timeout)-'
}

# One line per target from libFuzzer's final figures: executions (and per second), coverage (cov: edges, ft: features),
# corpus, peak memory. (Fork mode prints "#N: cov: ..." lines instead of the final stat:: lines.)
summary() {
  local target=$1 log="$work/logs/$1.log"
  local runs rate cov ft corp rss result=ok
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  [ -n "$runs" ] || runs=$(sed -n 's/^#\([0-9]*\): cov:.*/\1/p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2 || true)
  corp=$(grep -oE 'corp: [0-9]+(/[0-9]+[a-zA-Z]+)?' "$log" | tail -1 | cut -d' ' -f2 || true)
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
  if found "$target"; then
    result=$(grep -m1 -oE 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer): [a-z-]+( [a-z-]+)?|Fatal error: .{0,160}' "$log" \
      || echo "$(ls "$work/artifacts/$target" | grep -cE '^(crash|leak|oom|timeout)-[0-9a-f]+$') inputs kept")
  fi
  printf '%-11s %12s %7s %7s %8s %12s %8s  %s\n' "$target" "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "${rss:-?}MB" "$result"
}

start=$(date +%s)
running=0
for target in "${targets[@]}"; do
  echo "fuzz: $target for ${seconds} s"
  run_target "$target" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then wait -n || true; running=$((running - 1)); fi
done
wait

failed=0
printf '%-11s %12s %7s %7s %8s %12s %8s  %s\n' target executions exec/s cov ft corpus peak result
for target in "${targets[@]}"; do
  summary "$target"
  if found "$target"; then
    failed=1
    keep_artifacts "$target"
  fi
done
echo "fuzz: ${#targets[@]} targets, ${seconds} s each, $(( $(date +%s) - start )) s in all"
if [ "$failed" != 0 ]; then
  echo "fuzz: FAILED: inputs kept in Tests/Fuzz/Regressions (commit them with the fix); logs in $work/logs" >&2
  exit 1
fi
