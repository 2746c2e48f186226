#!/usr/bin/env bash
# Prediction models scored on real touchscreen recordings, for docs/panel.md: the three evemu
# recordings of Tests/ReorderImportTests/Fixtures/evemu imported twice each, once as they come (the
# finger pans the list) and once onto a list whose tuning lifts a row after 8 pt of motion
# (`activation` `distance`: the same finger drags a row), then `lag` scoring both models at 0 to
# 50 ms. Headless, deterministic: the same figures on any machine.
# Usage: Resources/benchmarks/prediction-models.sh [path/to/reorder-lab] [lag options...]
#   lag options default to --prediction-seconds 0:0.05:0.01 --prediction-model linear,kalman; a panel
#   with 30 ms of its own: --display-latency 30 --prediction-seconds 0:0.08:0.01 --prediction-model linear,kalman
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/reorder-lab}
shift || true
recordings=Tests/ReorderImportTests/Fixtures/evemu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo '{"demo":{"count":200,"seed":1},"tuning":{"activation":"distance"}}' > "$work/drag.list.json"
traces=()
for events in "$recordings"/*.events; do
  name=$(basename "$events" .events)
  desc=()
  [ -f "$recordings/${name%%.*}.desc" ] && desc=(--desc "$recordings/${name%%.*}.desc")
  "$bin" import-evemu "$events" "${desc[@]}" -o "$work/$name.pan.trace.jsonl" > /dev/null
  "$bin" import-evemu "$events" "${desc[@]}" --list "$work/drag.list.json" -o "$work/$name.drag.trace.jsonl" > /dev/null
  traces+=("$work/$name.pan.trace.jsonl" "$work/$name.drag.trace.jsonl")
done
[ $# -gt 0 ] || set -- --prediction-seconds 0:0.05:0.01 --prediction-model linear,kalman
"$bin" lag "${traces[@]}" "$@"
