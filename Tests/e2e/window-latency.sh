#!/usr/bin/env bash
# End to end, latency measured live: the real window under Xvfb, X11 mouse from xdotool. Drags row A
# with --record, --stats, --latency-flash and a prediction of 30 ms, and quits with the mouse still
# down. Checks: the recording's frame lines carry `presented` (and its header the prediction);
# --stats prints the app's share over the frames that showed input and the share before the app
# from the X server's own event times; the HUD's latency line was filled; `lag` reads the recording (latency and the prediction it was drawn with);
# and a headless replay of the recording prints the live result exactly (stateHash included).
# Usage: Tests/e2e/window-latency.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" --list Resources/lists/e2e.list.json --tuning "$work/profile.json" --record "$work/session.trace.jsonl" \
    --stats --latency-flash --screenshot "$work/last.png" --print-order --no-state --size 400x600 --software \
    > "$work/live.json" 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5
  # Row A (y 0..60): hold past the 0.5 s long press, then down in small steps, each a real X11 motion.
  at_window mousemove 200 30
  xdotool mousedown 1
  sleep 0.8
  for y in 50 70 90 110 130 150 170 190 210; do
    at_window mousemove 200 "$y"
    sleep 0.04
  done
  sleep 0.2
  # q with the button still down: the last frame (the screenshot) has the flash lit (its pixels are
  # checked by LatencyFlashTests; CI's machine has no image reader).
  quit_app "$window" "$app" window-latency
  xdotool mouseup 1 || true
  exit 0
fi

fail() { echo "window-latency: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '{"tuning": {"predictionSeconds": 0.03}}\n' > "$work/profile.json"
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

trace=$work/session.trace.jsonl
live=$(cat "$work/live.json")
replayed=$("$bin" replay "$trace" --json)
echo "live:     $live"
echo "replayed: $replayed"
echo "app stderr:"; cat "$work/stderr.txt"
"$bin" lag "$trace" > "$work/lag.txt" || fail "lag could not read the recording"
echo "lag:"; cat "$work/lag.txt"

head -n 1 "$trace" | grep -q '"predictionSeconds":0.03' || fail "the header lacks the profile's prediction"
presented=$(grep -c '"type":"frame","presented":' "$trace" || true)
[ "$presented" -gt 10 ] || fail "only $presented frame lines carry presented"
grep -q -- '--stats: app latency (oldest input.s SDL stamp to present returned): p50 [0-9.]* / p95 [0-9.]* / p99 [0-9.]* ms, [1-9][0-9]* frames' "$work/stderr.txt" \
  || fail "--stats has no app latency over frames that showed input"
grep -q -- '--stats: before the app (X server time to SDL.s stamp, above the least of [1-9][0-9]* events' "$work/stderr.txt" \
  || fail "--stats has no share before the app from the X server's times"
grep -q -- '--stats: the HUD showed app latency p50 [0-9]* p95 [0-9]* p99 [0-9]* ms' "$work/stderr.txt" || fail "the HUD's latency line was empty"
grep -q 'latency (presented - t' "$work/lag.txt" || fail "lag did not read the recording's presented"
grep -q "drawn ahead of the finger by the trace's predictionSeconds (30.0 ms)" "$work/lag.txt" || fail "lag did not read the prediction it was drawn with"
[ "$live" = "$replayed" ] || fail "live result and headless replay differ"
echo "window-latency: 1 passed, 0 failed"
