#!/usr/bin/env bash
# End to end, as a person would: the real window under Xvfb, real X11 mouse input from xdotool.
# Long-press row A, drag it three rows down, release, quit with q; the printed order must show the
# move, and a headless replay of the recording must print the identical result (stateHash included).
# Usage: Tests/e2e/window-drag.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3

run_in_display() {
  "$bin" --list Resources/lists/e2e.list.json --record "$work/session.trace.jsonl" --print-order --no-state \
    --size 400x600 --software --screenshot "$work/last-frame.png" > "$work/live.json" 2> "$work/stderr.txt" &
  local app=$!
  local window
  window=$(find_window)
  sleep 0.5  # let the first frames through
  # Row A spans y 0..60 in the window; press its middle, hold past the 0.5 s long press, drag down
  # in small steps (each a real X11 motion event), release, then quit.
  drag_row_a "$window"
  quit_app "$window" "$app" window-drag
}

  run_in_display
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# xvfb-run starts a private X server (a fresh display number with -a) and runs this script inside it.
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

live=$(cat "$work/live.json")
replayed=$("$bin" replay "$work/session.trace.jsonl" --json)
echo "live:     $live"
echo "replayed: $replayed"
if [ -s "$work/stderr.txt" ]; then echo "app stderr:"; cat "$work/stderr.txt"; fi
case "$live" in
  *'"order":["b","c","d","a","e","f","g","h"]'*) ;;
  *) echo "window-drag: FAILED: row a did not land at index 3" >&2; exit 1 ;;
esac
[ "$live" = "$replayed" ] || { echo "window-drag: FAILED: live result and headless replay differ" >&2; exit 1; }
[ -s "$work/last-frame.png" ] || { echo "window-drag: FAILED: no screenshot" >&2; exit 1; }
echo "window-drag: 1 passed, 0 failed"
