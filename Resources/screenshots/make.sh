#!/usr/bin/env bash
# Remakes the pictures of README.md and docs/ with the program itself: window screenshots are sample traces
# replayed in the real window under Xvfb (software renderer), cut where the picture should be and
# saved by --screenshot; the tuning panel is opened with real X11 keys from xdotool; the plot and the
# heatmap come from `reorder-lab plot` and `reorder-lab tune`.
# Usage: Resources/screenshots/make.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}
out=Resources/screenshots

# Inside the X server started below: open the tuning panel with `t`, quit with `q` (screenshot at exit).
if [ "${2:-}" = "--panel-inside-display" ]; then
  "$bin" --software --no-state --preset android --screenshot "$out/tuning-panel.png" &
  app=$!
  window=$(find_window)
  sleep 0.5
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  xdotool key --window "$window" t
  sleep 0.3
  xdotool key --window "$window" q
  wait "$app"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The first N lines of a trace (the header and its first N-1 events), optionally with another drag style.
cut() {
  local trace=$1 lines=$2 style=${3:-}
  if [ -n "$style" ]; then
    head -n 1 "$trace" | sed "s/\"tuning\":{/\"tuning\":{\"dragStyle\":\"$style\",/"
    head -n "$lines" "$trace" | tail -n +2
  else
    head -n "$lines" "$trace"
  fi
}

shoot() {
  local name=$1
  xvfb-run -a -s "-screen 0 1024x768x24" "$bin" --software --replay "$work/$name.trace.jsonl" --speed 4 \
    --screenshot "$out/$name.png"
  echo "made $out/$name.png"
}

# Autoscroll: Eggs held at the bottom edge, the list moving under it (HUD: edge zone, speed, events).
cut Resources/traces/autoscroll-bottom.trace.jsonl 120 > "$work/autoscroll.trace.jsonl"; shoot autoscroll
# A long press in progress: the progress ring and the allowable-movement circle around the finger.
cut Resources/traces/drag-down.trace.jsonl 24 > "$work/long-press.trace.jsonl"; shoot long-press
# Mid-drag in the DH/RT look (offset shadow, scale 1.03) and the UICollectionView look.
cut Resources/traces/drag-up.trace.jsonl 60 lifted > "$work/drag-lifted.trace.jsonl"; shoot drag-lifted
cut Resources/traces/drag-up.trace.jsonl 60 collection > "$work/drag-collection.trace.jsonl"; shoot drag-collection
# The tuning panel.
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --panel-inside-display
echo "made $out/tuning-panel.png"

# The trace tools' pictures (no window needed): a plot of the autoscroll trace and a sweep heatmap over
# the sample traces (written by Cairo through libpng; optipng, if installed, squeezes a little more).
"$bin" plot Resources/traces/autoscroll-bottom.trace.jsonl -o "$work/plot.png" --width 900 --height 600
"$bin" tune Resources/traces --long-press 0.1:1.0:0.1 --movement 2:20:2 --png "$work/tune.png" > /dev/null
for name in plot tune; do
  target="$out/$([ "$name" = plot ] && echo plot-autoscroll || echo tune-samples).png"
  if command -v optipng > /dev/null; then optipng -quiet -clobber -o2 -out "$target" "$work/$name.png"; else cp "$work/$name.png" "$target"; fi
  echo "made $target"
done
