#!/usr/bin/env bash
# Frame figures for a grid of a million items: the window on SDL's dummy driver with the software
# renderer at 1280x800, replaying the list's gesture (million-rows-edges.trace.jsonl: a drag held at
# the bottom then the top edge, then a flick) over a vertical grid of 1,000,000 items of mixed widths
# (100, 150 and 210 pt, 100 pt tall, inset and spacing 10). Prints the reorder-lab --stats line and
# the headless replay's result, to show the drag lifted and moved.
# Usage: Resources/benchmarks/grid-frame-stats.sh [path/to/reorder-lab]   (build with -c release first)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release/reorder-lab}
export SDL_VIDEODRIVER=dummy
trace=$(mktemp --suffix=.trace.jsonl)
trap 'rm -f "$trace"' EXIT
# The header: a million items, widths from a fixed cycle (deterministic, no randomness needed).
awk 'BEGIN {
  split("100 100 150 100 210 100 100 150", widths, " ")
  printf "{\"format\":\"reorder-trace\",\"version\":1,\"viewport\":{\"width\":1280,\"height\":800},"
  printf "\"layout\":{\"kind\":\"grid\",\"inset\":10,\"itemSpacing\":10,\"lineSpacing\":10},\"rows\":["
  for (i = 0; i < 1000000; i++) printf "%s{\"id\":\"i%d\",\"width\":%d,\"height\":100,\"label\":\"App %d\"}", (i ? "," : ""), i, widths[i % 8 + 1], i
  print "]}"
}' > "$trace"
tail -n +2 Resources/benchmarks/million-rows-edges.trace.jsonl >> "$trace"
echo "grid of 1,000,000 items, replay at the display rate (60 Hz fallback):"
"$bin" --software --size 1280x800 --stats --replay "$trace"
echo "headless replay (drags and moves):"
"$bin" replay "$trace" --json | sed 's/"order":\[[^]]*\],//'
