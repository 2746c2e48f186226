#!/usr/bin/env bash
# End to end, a guided study as a person does it: the real study window under Xvfb, X11 mouse and
# keys from xdotool. Two conditions, two tasks a block, no practice, seed 1: block 1's tasks are
# "Tap Eggs" then "Move Eggs below Coffee" (the script checks the recording says so before it acts).
# It taps the card away, taps Eggs, long-presses Eggs and drags it below Coffee, then quits on the
# next block's card. Checks: both tasks are in tasks.jsonl as done, with the right kinds; the
# recording has the task and intent marks in order; the live engine's order and stateHash
# (--print-results) equal a headless replay of the block's recording. Then it resumes: the same
# command with only --participant and -o starts block 2, whose first task the s key skips, and
# SIGINT stops it: exit 130, the skip kept, the partial recording replays.
# Usage: Tests/e2e/window-study.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

# The header's rows as "ID HEIGHT" lines, in order (the study list's heights are whole points).
header_rows() {
  head -n 1 "$1" | grep -o '"id":"[^"]*","height":[0-9]*' | sed 's/"id":"\([^"]*\)","height":\([0-9]*\)/\1 \2/'
}
# row_centre FILE ID: the window y of row ID's middle at offset 0, from the recording's header.
row_centre() {
  header_rows "$1" | awk -v id="$2" '$1 == id { print int(top + $2 / 2); exit } { top += $2 }'
}
# row_height FILE ID
row_height() {
  header_rows "$1" | awk -v id="$2" '$1 == id { print $2; exit }'
}
# order_and_hash: a result's order and stateHash from a JSON line on standard input.
order_and_hash() {
  local line order hash
  line=$(cat)
  order=$(printf '%s' "$line" | grep -o '"order":\[[^]]*\]')
  hash=$(printf '%s' "$line" | grep -o '"stateHash":"[0-9a-f]*"')
  echo "$hash $order"
}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" study --presets ios,android --tasks 2 --practice 0 --seed 1 --participant p1 -o "$work/study" --size 400x700 \
    --software --print-results > "$work/live.jsonl" 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  # The card: a click anywhere starts block 1.
  at_window mousemove 200 300; xdotool click 1
  sleep 0.4
  trace=$(ls "$work"/study/p1/block-1-*.trace.jsonl)
  grep -q 'task:start id=1.1 kind=tap row=s1' "$trace" || { echo "window-study: block 1 does not start with Tap Eggs" >&2; kill -TERM "$app"; exit 1; }
  # Tap Eggs (s1): a click is a tap.
  eggs=$(row_centre "$trace" s1)
  at_window mousemove 150 "$eggs"; xdotool click 1
  sleep 0.5
  grep -q 'task:start id=1.2 kind=reorder row=s1 below=s3' "$trace" || { echo "window-study: task 2 is not Move Eggs below Coffee" >&2; kill -TERM "$app"; exit 1; }
  # Move Eggs below Coffee: hold past the long press (0.5 s at most), then down by Tea's and
  # Coffee's heights, the distance that puts Eggs in Coffee's place, in small steps.
  distance=$(( $(row_height "$trace" s2) + $(row_height "$trace" s3) ))
  at_window mousemove 150 "$eggs"
  xdotool mousedown 1
  sleep 0.8
  for step in 1 2 3 4 5 6 7 8 9 10; do
    at_window mousemove 150 $((eggs + distance * step / 10))
    sleep 0.04
  done
  sleep 0.2
  xdotool mouseup 1
  sleep 0.8
  quit_app "$window" "$app" window-study

  # Resumed with only the participant and the folder: block 2's card, then s skips its first task.
  "$bin" study --participant p1 -o "$work/study" --software >> "$work/live.jsonl" 2>> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  at_window mousemove 200 300; xdotool click 1
  sleep 0.3
  at_window key s
  sleep 0.3
  # Stopped by Ctrl-C this time: exit 130, the skip kept, the partial recording closed.
  kill -INT "$app"
  status=0
  wait "$app" || status=$?
  echo "$status" > "$work/sigint-status"
  exit 0
fi

fail() { echo "window-study: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

echo "app stderr:"; cat "$work/stderr.txt"
tasks=$work/study/p1/tasks.jsonl
echo "tasks.jsonl:"; cat "$tasks"
trace=$(ls "$work"/study/p1/block-1-*.trace.jsonl)
echo "marks:"; grep '"type":"mark"' "$trace" | cut -c1-160

grep -q 'participant p1, block order row 1 of 2 ' "$work/stderr.txt" || fail "the study does not say which row of the square p1 got"
grep -q '"study":{"digest":"' "$work/study/p1/participant.json" || fail "participant.json keeps no stamp of study.json"
[ "$(grep -c '"block":1' "$tasks")" = 2 ] || fail "block 1 does not have two finished tasks"
grep '"block":1' "$tasks" | grep '"task":1' | grep '"kind":"tap"' | grep -q '"outcome":"done"' || fail "Tap Eggs is not done"
grep '"block":1' "$tasks" | grep '"task":2' | grep '"kind":"reorder"' | grep -q '"outcome":"done"' || fail "Move Eggs below Coffee is not done"
grep '"block":2' "$tasks" | grep '"task":1' | grep -q '"outcome":"skipped"' || fail "the resumed block's first task was not skipped"
marks=$(grep -o '"label":"[a-z]*:[a-z]*' "$trace" | sed 's/"label":"//' | tr '\n' ' ')
expected="task:start intent:tap task:done task:start intent:reorder task:done "
[ "$marks" = "$expected" ] || fail "the marks are \"$marks\", not \"$expected\""

# Live == replay, block by block.
while IFS= read -r line; do
  recording=$(printf '%s' "$line" | grep -o '"recording":"[^"]*"' | sed 's/"recording":"\(.*\)"/\1/')
  live=$(printf '%s' "$line" | order_and_hash)
  replayed=$("$bin" replay "$recording" --json | order_and_hash)
  echo "live:     $live"
  echo "replayed: $replayed"
  [ -n "$recording" ] && [ "$live" = "$replayed" ] || fail "live and replay differ for $recording"
done < "$work/live.jsonl"
[ "$(cat "$work/sigint-status")" = 130 ] || fail "SIGINT did not end the study with 130 (got $(cat "$work/sigint-status"))"
"$bin" replay "$work"/study/p1/block-2-*.trace.jsonl > /dev/null || fail "the interrupted block's recording does not replay"
[ "$(wc -l < "$work/live.jsonl")" = 1 ] || fail "expected one closed block printed (the resumed run prints without --print-results)"
case "$(head -n 1 "$work/live.jsonl")" in
  *'"order":["s0","s2","s3","s1",'*) ;;
  *) fail "Eggs did not land below Coffee" ;;
esac
echo "window-study: 1 passed, 0 failed"
