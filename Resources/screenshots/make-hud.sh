#!/usr/bin/env bash
# Pictures of the HUD's full panel mid-drag at 320x240 (list, sections, horizontal grid; h pressed
# once, as a window that small starts with the HUD on one line) and 1920x1080 (list; the full panel
# from the start): the traces of make-layouts.sh, replayed under Xvfb with --hold, the keys then q
# sent with xdotool, the last frame saved by --screenshot. Writes Resources/screenshots/hud-KIND-WxH.png.
# Usage: Resources/screenshots/make-hud.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/reorder-lab}
out=${OUT:-Resources/screenshots}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The traces: make-layouts.sh's functions, without its shots.
source <(sed -n '/^labels=/,/^# 320x240: a row/p' Resources/screenshots/make-layouts.sh | grep -v '^# 320x240')

# shoot_hud KEYS KIND W H X0 Y0 X1 Y1: KEYS ("h" or "") pressed once the replay has ended.
shoot_hud() {
  local keys=$1 kind=$2 w=$3 h=$4
  shift 4
  trace "$kind" "$w" "$h" "$@" > "$work/$kind-$w.trace.jsonl"
  xvfb-run -a -s "-screen 0 1920x1080x24" bash -c '
    source Tests/e2e/xdo.sh
    "$1" --software --replay "$2" --speed 4 --hold --screenshot "$3" &
    pid=$!
    window=$(find_window)
    sleep 2  # the replay (1.5 s at 4x) has ended and the window holds its last frame
    if [ -n "$4" ]; then xdotool key --window "$window" $4; sleep 0.5; fi
    quit_app "$window" "$pid" make-hud' _ "$bin" "$work/$kind-$w.trace.jsonl" "$out/hud-$kind-${w}x$h.png" "$keys"
  echo "made $out/hud-$kind-${w}x$h.png"
}

shoot_hud h list 320 240 150 66 150 170
shoot_hud h sections 320 240 150 138 150 215
shoot_hud h grid-horizontal 320 240 60 60 280 170
shoot_hud "" list 1920 1080 600 66 600 400
