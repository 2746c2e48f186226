#!/usr/bin/env bash
# End to end, the live feed: the real window under Xvfb with --live-feed at a fast rate (an edit every
# 0.25 s), X11 mouse from xdotool. Row A of a 30-row list is held past the long press and dragged down
# while the feed inserts rows at the top (anchoring keeps A under the pointer), deletes, resizes and
# moves others; q quits with the button still down. Checks: the recording holds the feed's edit lines,
# row A was dragged, and a headless replay of the recording prints the live result exactly
# (stateHash included).
# Usage: Tests/e2e/window-feed.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" --list "$work/feed.list.json" --record "$work/session.trace.jsonl" --live-feed --live-feed-rate 0.5 \
    --live-feed-seed 1 --print-order --no-state --size 400x600 --software \
    > "$work/live.json" 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5
  # Row A (y 0..60): hold past the 0.5 s long press, then down in small steps, each a real X11 motion.
  at_window mousemove 200 30
  xdotool mousedown 1
  sleep 0.8
  for y in 50 70 90 110 130 150 170 190 210 230 250; do
    at_window mousemove 200 "$y"
    sleep 0.1
  done
  sleep 0.5
  quit_app "$window" "$app" window-feed
  xdotool mouseup 1 || true
  exit 0
fi

fail() { echo "window-feed: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# 30 rows of 60 pt: more than the window holds, so an insert above scrolls instead of moving row A.
{
  printf '{"tuning":{"longPressSeconds":0.5,"allowableMovement":10},"rows":['
  for i in $(seq 0 29); do
    [ "$i" -gt 0 ] && printf ','
    if [ "$i" -eq 0 ]; then printf '{"id":"a","height":60,"label":"Row A"}'; else printf '{"id":"r%d","height":60,"label":"Row %d"}' "$i" "$i"; fi
  done
  printf ']}\n'
} > "$work/feed.list.json"
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

trace=$work/session.trace.jsonl
live=$(cat "$work/live.json")
replayed=$("$bin" replay "$trace" --json)
echo "live:     $live"
echo "replayed: $replayed"
echo "app stderr:"; cat "$work/stderr.txt"

inserts=$(grep -c '"type":"insert"' "$trace" || true)
[ "$inserts" -ge 2 ] || fail "only $inserts insert lines were recorded"
edits=$(grep -c '"type":"\(insert\|delete\|update\|reorder\)"' "$trace" || true)
echo "$edits edit lines, $inserts inserts"
grep -q '"edits":[1-9]' <<< "$replayed" || fail "replay counts no edits"
grep -q '"drags":[1-9]' <<< "$replayed" || fail "row A was not dragged while the feed ran"
[ "$live" = "$replayed" ] || fail "live result and headless replay differ"
echo "window-feed: 1 passed, 0 failed"
