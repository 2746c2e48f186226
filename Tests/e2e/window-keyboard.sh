#!/usr/bin/env bash
# End to end, reorder by keys (docs/without-dragging.md): the real window under Xvfb, X11 keys from
# xdotool. k turns keyboardReorder on (off by default); down, down focuses row B; space lifts it;
# down, down moves it two slots; space drops it; q quits. Checks: the recording has the tuning line
# and the keys, the live result shows B moved from the second place to the fourth, with the lift's,
# the moves' and the drop's announcements, and a headless replay of the recording prints the live
# result exactly (order, announcements and stateHash).
# Usage: Tests/e2e/window-keyboard.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" --list Resources/lists/e2e.list.json --record "$work/session.trace.jsonl" \
    --print-order --no-state --size 400x600 --software > "$work/live.json" 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  # One key a call, 0.3 s apart: each its own X11 key event and its own `t` in the recording.
  for key in k Down Down space Down Down space; do
    at_window key "$key"
    sleep 0.3
  done
  # The drop's settle let through before quitting.
  sleep 0.5
  quit_app "$window" "$app" window-keyboard
  exit 0
fi

fail() { echo "window-keyboard: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

trace=$work/session.trace.jsonl
live=$(cat "$work/live.json")
replayed=$("$bin" replay "$trace" --json --announcements)
echo "live:     $live"
echo "replayed: $replayed"
echo "app stderr:"; cat "$work/stderr.txt"
echo "announcements:"; "$bin" replay "$trace" --announcements

grep -q '"type":"tuning".*"keyboardReorder":true' "$trace" || fail "no tuning line turns keyboardReorder on"
spaces=$(grep -c '"type":"key","key":"space"' "$trace" || true)
[ "$spaces" -eq 2 ] || fail "$spaces space keys were recorded, not 2"
grep -q '"order":\["a","c","d","b","e","f","g","h"\]' <<< "$live" || fail "row B was not moved from the second place to the fourth"
grep -q '"drags":0' <<< "$live" || fail "a keyboard lift counted as a drag"
grep -q 'Picked up Row B. Position 2 of 8.' <<< "$live" || fail "the lift was not announced"
grep -q 'Row B, position 4 of 8.' <<< "$live" || fail "the second move was not announced"
grep -q 'Row B dropped. Moved from position 2 to 4.' <<< "$live" || fail "the drop was not announced"
[ "$live" = "$replayed" ] || fail "live result and headless replay differ"
echo "window-keyboard: 1 passed, 0 failed"
