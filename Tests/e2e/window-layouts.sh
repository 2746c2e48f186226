#!/usr/bin/env bash
# End to end with the layouts, as a person would: the real window under Xvfb, real X11 mouse input
# from xdotool. In the sample sectioned list, Pears is long-pressed and dragged onto the header of
# the empty section "Later"; in the sample grid, Tile 1 is dragged onto Tile 6. Each session is
# recorded; the printed result must show the move, and a headless replay of the recording must print
# the identical result (sections and stateHash included).
# Usage: Tests/e2e/window-layouts.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

# drag WINDOW X0 Y0 X1 Y1: press at (X0, Y0), hold past the 0.5 s long press, move in 12 steps
# (each a real X11 motion event) to (X1, Y1), rest there, release, let the settle through.
drag() {
  local window=$1 x0=$2 y0=$3 x1=$4 y1=$5 i
  at_window mousemove "$x0" "$y0"
  xdotool mousedown 1
  sleep 0.8
  for i in $(seq 1 12); do
    at_window mousemove $((x0 + (x1 - x0) * i / 12)) $((y0 + (y1 - y0) * i / 12))
    sleep 0.05
  done
  sleep 0.3
  xdotool mouseup 1
  sleep 0.8
}

# session NAME LIST X0 Y0 X1 Y1: one recorded window session of LIST with one drag, then q.
session() {
  local name=$1 list=$2 window app
  "$bin" --list "$list" --record "$work/$name.trace.jsonl" --print-order --no-state --size 400x600 --software \
    > "$work/$name.live.json" 2> "$work/$name.stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5  # let the first frames through
  drag "$window" "$3" "$4" "$5" "$6"
  quit_app "$window" "$app" "window-layouts $name"
}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  # Sections (Resources/lists/sections.list.json, 28 pt headers): Pears spans y 72..116; the empty
  # section's header "Later" spans y 380..408.
  session sections Resources/lists/sections.list.json 200 94 200 394
  # Grid (inset and spacing 10 in a 400 pt window): Tile 1 is at 10..110 x 10..110, Tile 6 at
  # 10..110 x 305..405 (centred in its 150 pt line).
  session grid Resources/lists/grid.list.json 60 60 60 355
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

failed=0
check() {
  local name=$1 pattern=$2 what=$3 live replayed
  live=$(cat "$work/$name.live.json")
  replayed=$("$bin" replay "$work/$name.trace.jsonl" --json)
  echo "$name live:     $live"
  echo "$name replayed: $replayed"
  if [ -s "$work/$name.stderr.txt" ]; then echo "$name app stderr:"; cat "$work/$name.stderr.txt"; fi
  case "$live" in
    *"$pattern"*) ;;
    *) echo "window-layouts: FAILED: $name: $what" >&2; failed=$((failed + 1)); return ;;
  esac
  [ "$live" = "$replayed" ] || { echo "window-layouts: FAILED: $name: live result and headless replay differ" >&2; failed=$((failed + 1)); return; }
  head -n 1 "$work/$name.trace.jsonl" | grep -q "\"layout\":{\"kind\":\"$name\"" \
    || { echo "window-layouts: FAILED: $name: the recording's header has no $name layout" >&2; failed=$((failed + 1)); }
}
check sections '"sections":[{"id":"fruit","rows":["apples","plums"]},{"id":"veg","rows":["carrots","leeks","beans"]},{"id":"later","rows":["pears"]}' \
  "pears did not move into the empty section Later"
check grid '"moves":[{"id":"t1","from":0,' "tile 1 did not move"
[ "$failed" -eq 0 ] || exit 1
echo "window-layouts: 2 passed, 0 failed"
