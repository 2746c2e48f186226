#!/usr/bin/env bash
# docs/panel.md's live latency figures: the window under Xvfb (software renderer), row C of the
# e2e list long-pressed and dragged down and back with xdotool (X11 core motion events every 20 ms),
# recorded, --stats printed; the last frame (the button still down: the HUD's latency lines and the
# lit --latency-flash corner) saved; then `lag` on the recording, with its picture. Writes
# Resources/screenshots/latency-window.png, latency-lag.png and, in OUT, latency.trace.jsonl,
# stats.txt and lag.txt.
# Usage: Resources/screenshots/make-latency.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/reorder-lab}
out=${OUT:-Resources/screenshots}
work=${WORK:-$(mktemp -d)}

xvfb-run -a -s "-screen 0 1280x1024x24" bash -c '
  source Tests/e2e/xdo.sh
  "$1" --list Resources/lists/e2e.list.json --record "$2/latency.trace.jsonl" --stats --latency-flash \
    --screenshot "$3/latency-window.png" --no-state --size 900x600 --software 2> "$2/stats.txt" &
  pid=$!
  window=$(find_window)
  sleep 1
  xdotool mousemove --window "$window" 200 150
  xdotool mousedown 1
  sleep 0.8
  for y in $(seq 155 5 400) $(seq 395 -5 200); do
    xdotool mousemove --window "$window" 200 "$y"
    sleep 0.02
  done
  sleep 0.3
  quit_app "$window" "$pid" make-latency
  xdotool mouseup 1 || true' _ "$bin" "$work" "$out"
cat "$work/stats.txt"
"$bin" lag "$work/latency.trace.jsonl" --png "$out/latency-lag.png" --prediction-seconds 0:0.05:0.01 | tee "$work/lag.txt"
echo "made $out/latency-window.png $out/latency-lag.png (recording and figures in $work)"
