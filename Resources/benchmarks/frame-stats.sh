#!/usr/bin/env bash
# Frame figures for docs/window.md: the window on SDL's dummy driver with the software renderer at
# 1280x800, a million demo rows, replaying a drag held at the bottom then the top edge and a flick
# (million-rows-edges.trace.jsonl), then idle at 60, 120, 144 and 240 Hz. Prints reorder-lab --stats lines.
# Usage: Resources/benchmarks/frame-stats.sh [path/to/reorder-lab]   (build with -c release first)
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release/reorder-lab}
export SDL_VIDEODRIVER=dummy
echo "replay, display rate (60 Hz fallback):"
"$bin" --software --size 1280x800 --stats --replay Resources/benchmarks/million-rows-edges.trace.jsonl
list=$(mktemp --suffix=.list.json)
trap 'rm -f "$list"' EXIT
echo '{"demo":{"count":1000000,"seed":1}}' > "$list"
for fps in 60 120 144 240; do
  echo "idle, --fps $fps:"
  "$bin" --software --size 1280x800 --stats --no-state --list "$list" --fps "$fps" &
  app=$!
  sleep 4
  kill -INT "$app"
  # SIGINT ends the window cleanly with status 130 (128 + SIGINT): that is the expected end, and
  # under `set -e` a bare `wait` returning it would stop the script after the first rate.
  status=0
  wait "$app" || status=$?
  if [ "$status" -ne 130 ]; then
    echo "frame-stats.sh: reorder-lab --fps $fps ended with status $status, expected 130 (SIGINT)" >&2
    exit 1
  fi
done
