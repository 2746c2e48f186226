#!/usr/bin/env bash
# End to end: a window wide enough to dock the HUD and the tuning panel beside the list (1000 x 700:
# the list 680 pt wide, the dock's 320 pt column on the right; docs/window.md).
# A click on the dock must not reach the list; row A is dragged three rows down in the list's part;
# a resize narrower than the dock needs puts the overlays back over the list; q quits. The printed
# order must show the move, the recording must hold no pointer input at the dock's x, its resize
# line must give the list's new width, and a headless replay must print the identical result.
# Usage: Tests/e2e/window-dock.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" --list Resources/lists/e2e.list.json --record "$work/session.trace.jsonl" --print-order --no-state \
    --size 1000x700 --software --screenshot "$work/last-frame.png" > "$work/live.json" 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5  # let the first frames through
  at_window mousemove 850 60; xdotool click 1   # on the docked HUD, not on the list
  sleep 0.2
  # Row A spans y 0..60: press its middle, hold past the 0.5 s long press, drag down, release.
  drag_row_a "$window"
  xdotool windowsize "$window" 700 700   # below the 800 pt a dock needs: the list takes the whole width
  sleep 0.5
  quit_app "$window" "$app" window-dock
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xvfb-run -a -s "-screen 0 1600x900x24" bash "$0" "$bin" --inside-display "$work"

fail() { echo "window-dock: FAILED: $1" >&2; if [ -s "$work/stderr.txt" ]; then cat "$work/stderr.txt" >&2; fi; exit 1; }
live=$(cat "$work/live.json")
replayed=$("$bin" replay "$work/session.trace.jsonl" --json)
echo "live:     $live"
echo "replayed: $replayed"
head -n 1 "$work/session.trace.jsonl" | grep -q '"viewport":{"width":680,' || fail "the recording's viewport is not the list's 680 pt beside the dock"
grep -q '"x":850' "$work/session.trace.jsonl" && fail "the click on the dock reached the list"
grep -q '"type":"resize","width":700,' "$work/session.trace.jsonl" || fail "no resize to the whole 700 pt width"
case "$live" in
  *'"order":["b","c","d","a","e","f","g","h"]'*) ;;
  *) fail "row a did not land at index 3" ;;
esac
[ "$live" = "$replayed" ] || fail "live result and headless replay differ"
[ -s "$work/last-frame.png" ] || fail "no screenshot"
echo "window-dock: 1 passed, 0 failed"
