#!/usr/bin/env bash
# The panel check's window for docs/panel.md, full screen under Xvfb at 320x240 and 1920x1080: the
# first nine targets clicked (--mouse), then Escape on the tenth, the top autoscroll zone's (14 pt
# from the top edge, the hardest to show whole), saved with --screenshot.
# Usage: Resources/screenshots/make-panel.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}

if [ "${2:-}" = "--inside-display" ]; then
  work=$3 size=$4
  "$bin" panel-check --mouse --software -o "$work/panel.trace.jsonl" --screenshot "Resources/screenshots/panel-check-$size.png" \
    > /dev/null 2>&1 &
  app=$!
  find_window > /dev/null
  sleep 0.5
  window=$(find_window)
  for n in 1 2 3 4 5 6 7 8 9 10; do
    until [ -f "$work/panel.trace.jsonl" ] && [ "$(grep -c 'panel:target' "$work/panel.trace.jsonl" || true)" -ge "$n" ]; do sleep 0.05; done
    [ "$n" -lt 10 ] || break
    xy=$(grep -o 'panel:target x=[^ ]* y=[^"]*' "$work/panel.trace.jsonl" | sed -n "${n}p" \
      | sed 's/.*x=\([^ ]*\) y=\(.*\)/\1 \2/' | awk '{ printf "%d %d", $1 + 0.5, $2 + 0.5 }')
    xdotool mousemove --window "$window" $xy mousedown 1 sleep 0.05 mouseup 1
  done
  sleep 0.3
  xdotool key --window "$window" Escape
  wait "$app"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for size in 320x240 1920x1080; do
  xvfb-run -a -s "-screen 0 ${size}x24" bash "$0" "$bin" --inside-display "$work" "$size"
done
echo "wrote Resources/screenshots/panel-check-320x240.png and panel-check-1920x1080.png"
