#!/usr/bin/env bash
# End to end, live tuning as a person does it: the real window under Xvfb, X11 keys and mouse from
# xdotool. Starts from a --tuning profile, shortens the long press with ], labels the next press
# with 1, opens the tuning panel with t and drags its movement slider to the end, saves with w,
# then long-presses row A and drags it three rows down. Checks: the recording's header has the
# profile's tuning; the changes are `tuning` lines and the label a `mark` line; nothing of the
# panel's pointer is recorded; the saved profile has the live values; and a headless replay of
# the recording prints the live result exactly (stateHash included).
# Usage: Tests/e2e/window-tuning.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" --list Resources/lists/e2e.list.json --tuning "$work/profile.json" --record "$work/session.trace.jsonl" \
    --print-order --no-state --size 400x600 --software > "$work/live.json" 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  # 0.6 s from the profile, two presses of ]: 0.5 s.
  at_window key bracketleft bracketleft
  sleep 0.1
  # The panel at 400x600: x 8..392, y 254..592 (three sliders, three rows of buttons); the movement slider's track runs x 30..370 at y 366.
  at_window key t
  sleep 0.2
  at_window mousemove 100 366
  xdotool mousedown 1
  for x in 150 200 250 300 350 390; do
    at_window mousemove "$x" 366
    sleep 0.03
  done
  xdotool mouseup 1
  sleep 0.1
  at_window key t w 1
  sleep 0.2
  # Row A (y 0..60): hold past 0.5 s, drag three rows down, release.
  drag_row_a "$window"
  quit_app "$window" "$app" window-tuning
  exit 0
fi

fail() { echo "window-tuning: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '{\n  "tuning": {"longPressSeconds": 0.6, "allowableMovement": 12}\n}\n' > "$work/profile.json"
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

trace=$work/session.trace.jsonl
live=$(cat "$work/live.json")
replayed=$("$bin" replay "$trace" --json)
echo "live:     $live"
echo "replayed: $replayed"
echo "app stderr:"; cat "$work/stderr.txt"
echo "tuning and mark lines:"; grep -E '"type":"(tuning|mark)"' "$trace" || true

head -n 1 "$trace" | grep -q '"longPressSeconds":0.6' || fail "the header lacks the profile's long press"
head -n 1 "$trace" | grep -q '"allowableMovement":12' || fail "the header lacks the profile's allowable movement"
grep -q '"type":"tuning","set":{"longPressSeconds":0.55}' "$trace" || fail "no tuning line for the first ["
grep -q '"type":"tuning","set":{"longPressSeconds":0.5}' "$trace" || fail "no tuning line for the second ["
grep -q '"type":"tuning","set":{"allowableMovement":60}' "$trace" || fail "the slider's last value is not recorded"
grep -q '"type":"mark","label":"intent:reorder"' "$trace" || fail "no mark line for 1"
# Every pointer line is row A's (x 200): the panel's mouse (x 100..390 at y 366) never reached the engine.
if grep '"pointer"' "$trace" | grep -v '"x":200,' | grep -q .; then fail "a pointer line from the panel was recorded"; fi
grep -q '"longPressSeconds": 0.5,' "$work/profile.json" || fail "w did not save the long press"
grep -q '"allowableMovement": 60,' "$work/profile.json" || fail "w did not save the allowable movement"
case "$live" in
  *'"order":["b","c","d","a","e","f","g","h"]'*) ;;
  *) fail "row a did not land at index 3" ;;
esac
[ "$live" = "$replayed" ] || fail "live result and headless replay differ"
echo "window-tuning: 1 passed, 0 failed"
