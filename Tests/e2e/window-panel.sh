#!/usr/bin/env bash
# End to end, a panel check as a person does it: the real window under Xvfb, taps from xdotool's
# mouse (Xvfb has no touchscreen, so --mouse: the mouse's presses are taps). Twice:
#  1. windowed (--size 640x480): each target is read from the recording as it is written (its
#     `panel:target` mark) and clicked; after the last one the report printed must be byte for byte
#     what `panel-check --analyze` prints on the recording (standard output and standard error), with
#     the warning that the window was not full screen, 11 targets and no distortion (the mouse lands
#     on whole points, within half a point of each target);
#  2. full screen on a 1024x768 screen: the same, and no full-screen warning.
# Then Escape after two targets: exit 0, no report, the recording kept with its three marks.
# Usage: Tests/e2e/window-panel.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

# marks FILE: how many target marks the recording holds so far.
marks() {
  local n
  n=$(grep -c '"label":"panel:target' "$1" 2>/dev/null) || true
  echo "${n:-0}"
}
# target FILE N: the Nth target's "X Y" (viewport points, rounded) from its mark.
target() {
  grep -o '"label":"panel:target x=[^ ]* y=[^"]*"' "$1" | sed -n "$2p" \
    | sed 's/.*x=\([^ ]*\) y=\([^"]*\)"/\1 \2/' | awk '{ printf "%d %d\n", $1 + 0.5, $2 + 0.5 }'
}
# wait_marks FILE N: until the recording has N marks (the window shows target N), up to 10 s.
wait_marks() {
  local deadline=$((SECONDS + 10))
  while [ "$(marks "$1")" -lt "$2" ]; do
    [ "$SECONDS" -lt "$deadline" ] || { echo "window-panel: target $2 never appeared in $1" >&2; return 1; }
    sleep 0.05
  done
}
# session NAME TAPS ARGS...: runs the window, clicks the first TAPS targets (all 11: to the report),
# then Escape when TAPS < 11; standard output, error and the status go to $work/NAME.*
session() {
  local name=$1 taps=$2 window app n xy status=0
  shift 2
  "$bin" panel-check --mouse --software -o "$work/$name.trace.jsonl" "$@" > "$work/$name.out" 2> "$work/$name.err" &
  app=$!
  # SDL makes and drops windows while it sets up (and again for full screen), slower under load: the
  # window is looked up once the first target is on screen, and again before each action.
  wait_marks "$work/$name.trace.jsonl" 1
  window=$(find_window)
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  for n in $(seq 1 "$taps"); do
    wait_marks "$work/$name.trace.jsonl" "$n"
    xy=$(target "$work/$name.trace.jsonl" "$n")
    # A press held 0.1 s, as a finger's tap lasts.
    # Separate calls: chained after `mousemove --window`, xdotool sends the buttons to that window
    # with XSendEvent, which fails (BadWindow) when the last tap has already ended the app.
    at_window mousemove $xy
    xdotool mousedown 1
    sleep 0.1
    xdotool mouseup 1
  done
  if [ "$taps" -lt 11 ]; then
    wait_marks "$work/$name.trace.jsonl" $((taps + 1))
    ending_key Escape
  fi
  timeout 20 tail --pid="$app" -f /dev/null || { echo "window-panel: $name did not end" >&2; kill -TERM "$app"; }
  wait "$app" || status=$?
  echo "$status" > "$work/$name.status"
}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  session windowed 11 --size 640x480
  session fullscreen 11
  session stopped 2 --size 320x240
  exit 0
fi

fail() { echo "window-panel: FAILED: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"

for name in windowed fullscreen; do
  trace=$work/$name.trace.jsonl
  echo "--- $name: the app's standard output and error"
  cat "$work/$name.out" "$work/$name.err"
  [ "$(cat "$work/$name.status")" = 0 ] || fail "$name exited $(cat "$work/$name.status")"
  "$bin" panel-check --analyze "$trace" > "$work/$name.analyze.out" 2> "$work/$name.analyze.err" || fail "--analyze failed on $trace"
  cmp -s "$work/$name.out" "$work/$name.analyze.out" || { diff "$work/$name.out" "$work/$name.analyze.out" >&2; fail "$name: the report is not --analyze's"; }
  # The window's own lines (where it records) come first on its standard error; the report's warnings are --analyze's.
  grep -v '^reorder-lab panel-check: ' "$work/$name.err" | cmp -s - "$work/$name.analyze.err" || fail "$name: the warnings are not --analyze's"
  grep -q ': 11 targets tapped$' "$work/$name.out" || fail "$name: not 11 targets tapped"
  # The mouse lands on whole points: within half a point of each target, so no distortion.
  grep -q '^  - no distortion: ' "$work/$name.out" || fail "$name: the mouse's taps are diagnosed as distorted"
  grep -q '^video driver: x11$' "$work/$name.out" || fail "$name: the video driver is not x11"
done
grep -q 'warning: the window was not full screen' "$work/windowed.err" || fail "the windowed session was not warned about"
grep -q '^window: 640 x 480 pt' "$work/windowed.out" || fail "the windowed session was not 640 x 480"
! grep -q 'not full screen' "$work/fullscreen.err" || fail "the full-screen session was warned about"
grep -q '^window: 1024 x 768 pt.*, full screen$' "$work/fullscreen.out" || fail "the full-screen session did not cover the 1024 x 768 screen"

[ "$(cat "$work/stopped.status")" = 0 ] || fail "Escape did not end with 0"
[ ! -s "$work/stopped.out" ] || fail "Escape printed a report"
grep -q 'stopped at target 3 of 11: no report' "$work/stopped.err" || fail "Escape did not say where it stopped"
[ "$(marks "$work/stopped.trace.jsonl")" = 3 ] || fail "the stopped recording does not hold 3 marks"
"$bin" replay "$work/stopped.trace.jsonl" > /dev/null || fail "the stopped recording does not replay"
echo "window-panel: 1 passed, 0 failed"
