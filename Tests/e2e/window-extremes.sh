#!/usr/bin/env bash
# End to end, with values the formats accept and no screen has: the real window under Xvfb, a list
# file whose viewport is 1e19 x 800 pt and whose first row is 1e19 pt high, a tuning profile with
# autoscroll and fling speeds of 1e19 pt/s. Long-press the huge row, drag it down to the bottom
# edge (autoscroll at 1e19 pt/s), release, quit with q. Checks: a clean exit, the note that the
# window was clamped, a screenshot of the last frame, and a headless replay of the recording that
# prints the live result exactly.
# Usage: Tests/e2e/window-extremes.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  status=0
  "$bin" --list "$work/huge.list.json" --tuning "$work/fast.tuning.json" --record "$work/session.trace.jsonl" \
    --print-order --no-state --software --screenshot "$work/last-frame.png" > "$work/live.json" 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window) || true
  if [ -z "$window" ]; then  # no window: the app died (or never showed one); report how it ended
    kill -KILL "$app" 2>/dev/null || true
    wait "$app" || status=$?
    echo "$status" > "$work/status"
    exit 0
  fi
  sleep 0.5
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  at_window mousemove 200 100
  xdotool mousedown 1
  sleep 0.8
  for y in 200 300 400 500 600 700 790; do
    at_window mousemove 200 "$y"
    sleep 0.04
  done
  sleep 0.3
  xdotool mouseup 1
  sleep 0.6
  ending_key q
  if ! timeout 20 tail --pid="$app" -f /dev/null; then
    echo "window-extremes: the app did not quit on q; sending SIGTERM" >&2
    kill -TERM "$app"
  fi
  wait "$app" || status=$?
  echo "$status" > "$work/status"
  exit 0
fi

fail() { echo "window-extremes: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '{"viewport":{"width":1e19,"height":800},"rows":[{"id":"huge","height":1e19,"label":"Huge"},{"id":"small","height":44}]}\n' \
  > "$work/huge.list.json"
printf '{"tuning":{"autoscrollMaxSpeed":1e19,"flickMaximumSpeed":1e19,"keyScrollStep":1e19}}\n' > "$work/fast.tuning.json"
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

echo "app stderr:"; grep -E 'reorder-lab:|Fatal error' "$work/stderr.txt" | head -n 20 || true
[ "$(cat "$work/status")" = 0 ] || fail "the app exited with status $(cat "$work/status")"
grep -q "the viewport 1e19 x 800 pt is not a window size" "$work/stderr.txt" || fail "no note that the window was clamped"
[ -s "$work/last-frame.png" ] || fail "no screenshot"
live=$(cat "$work/live.json")
replayed=$("$bin" replay "$work/session.trace.jsonl" --json)
echo "live:     $live"
echo "replayed: $replayed"
case "$live" in
  *'"drags":1'*) ;;
  *) fail "the huge row was not lifted" ;;
esac
[ "$live" = "$replayed" ] || fail "live result and headless replay differ"
echo "window-extremes: 1 passed, 0 failed"
