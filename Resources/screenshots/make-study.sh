#!/usr/bin/env bash
# The study window mid-task for docs/study.md: a study (seed 1, 400 x 700) under Xvfb, "Tap Eggs"
# done with a click, then "Move Eggs below Coffee" with Eggs held and dragged halfway, saved with
# --screenshot as q stops the study (the partial study goes to a temporary folder). And the report
# of Resources/study-sample as a picture.
# Usage: Resources/screenshots/make-study.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" study --presets ios,android --tasks 2 --practice 0 --seed 1 --participant p1 -o "$work/study" --size 400x700 --software \
    --screenshot Resources/screenshots/study-task.png 2> /dev/null &
  app=$!
  window=$(find_window)
  sleep 0.5
  xdotool mousemove --window "$window" 200 300 click 1
  sleep 0.4
  xdotool mousemove --window "$window" 150 110 click 1
  sleep 0.5
  xdotool mousemove --window "$window" 150 110
  xdotool mousedown 1
  sleep 0.8
  for y in 120 130 140 150 160 170; do xdotool mousemove --window "$window" 150 "$y"; sleep 0.04; done
  sleep 0.3
  xdotool key --window "$window" q
  wait "$app"
  xdotool mouseup 1
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"
"$bin" study-report Resources/study-sample --png Resources/screenshots/study-report.png > /dev/null
echo "wrote Resources/screenshots/study-task.png and study-report.png"
