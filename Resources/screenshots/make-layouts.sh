#!/usr/bin/env bash
# Pictures of each layout mid-drag, made by the program: a small trace per layout and window size
# (320x240 and 1920x1080), labels in Japanese, Chinese, Arabic and emoji, replayed in the real window
# under Xvfb (software renderer) and saved by --screenshot while the item is still held (the trace
# ends before the release). Writes Resources/screenshots/layout-KIND-WxH.png.
# Usage: Resources/screenshots/make-layouts.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/reorder-lab}
out=${OUT:-Resources/screenshots}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

labels=("牛乳を買う" "买菜清单" "قائمة التسوق" "🍎 Äpfel" "パン屋さん" "周末计划" "مرحبا بالعالم" "🎉 Party" "お茶 🍵" "北京烤鸭"
        "الطقس اليوم" "📷 Camera" "ラーメン" "音乐" "كتب" "🚲 Ride")

# rows KIND: the header's rows (and sections) for a layout.
rows() {
  local kind=$1 i sep="" out=""
  for i in $(seq 0 39); do
    local label=${labels[$((i % ${#labels[@]}))]} row
    case $kind in
      list) row="{\"id\":\"r$i\",\"height\":$([ $((i % 3)) -eq 0 ] && echo 60 || echo 44),\"label\":\"$label\"}" ;;
      sections) row="{\"id\":\"r$i\",\"height\":44,\"label\":\"$label\",\"section\":\"s$((i < 4 ? 0 : i < 8 ? 1 : 3))\"}" ;;
      grid|grid-horizontal) row="{\"id\":\"r$i\",\"width\":$([ $((i % 5)) -eq 3 ] && echo 150 || echo 100),\"height\":100,\"label\":\"$label\"}" ;;
    esac
    out+="$sep$row"; sep=","
  done
  echo "$out"
}

# trace KIND W H X0 Y0 X1 Y1: press at (X0, Y0), hold 0.6 s, move to (X1, Y1) over 0.3 s, hold 0.6 s more; no release.
trace() {
  local kind=$1 w=$2 h=$3 x0=$4 y0=$5 x1=$6 y1=$7 layout="" t i
  case $kind in
    sections) layout='"layout":{"kind":"sections","headerHeight":28},"sections":[{"id":"s0","title":"果物 · 水果 · فواكه 🍇"},{"id":"s1","title":"パン屋 · 面包"},{"id":"s2","title":"空 · فارغ (drop here)"},{"id":"s3","title":"Later 🕒 لاحقا"}],' ;;
    grid) layout='"layout":{"kind":"grid","inset":10,"itemSpacing":10,"lineSpacing":10},' ;;
    grid-horizontal) layout='"layout":{"kind":"grid","inset":10,"itemSpacing":10,"lineSpacing":10,"scrollDirection":"horizontal"},' ;;
  esac
  echo "{\"format\":\"reorder-trace\",\"version\":1,\"viewport\":{\"width\":$w,\"height\":$h},$layout\"rows\":[$(rows "$kind")]}"
  echo "{\"t\":0,\"type\":\"down\",\"pointer\":\"touch\",\"id\":1,\"x\":$x0,\"y\":$y0}"
  for i in $(seq 1 36); do echo "{\"t\":$(awk "BEGIN{print $i/60}"),\"type\":\"frame\"}"; done
  for i in $(seq 1 18); do
    t=$(awk "BEGIN{print 0.6 + $i/60}")
    echo "{\"t\":$t,\"type\":\"move\",\"pointer\":\"touch\",\"id\":1,\"x\":$(awk "BEGIN{print $x0 + ($x1 - $x0) * $i / 18}"),\"y\":$(awk "BEGIN{print $y0 + ($y1 - $y0) * $i / 18}")}"
    echo "{\"t\":$t,\"type\":\"frame\"}"
  done
  for i in $(seq 1 36); do echo "{\"t\":$(awk "BEGIN{print 0.9 + $i/60}"),\"type\":\"frame\"}"; done
}

shoot() {
  local kind=$1 w=$2 h=$3
  shift 3
  trace "$kind" "$w" "$h" "$@" > "$work/$kind-$w.trace.jsonl"
  xvfb-run -a -s "-screen 0 1920x1080x24" "$bin" --software --replay "$work/$kind-$w.trace.jsonl" --speed 4 \
    --screenshot "$out/layout-$kind-${w}x$h.png"
  echo "made $out/layout-$kind-${w}x$h.png"
}

# 320x240: a row (or tile) lifted and carried a little way; 1920x1080: carried farther.
shoot list 320 240 150 66 150 170
shoot list 1920 1080 600 66 600 400
# Sections: the third row of the first section (y 116..160) carried into the empty section's header.
shoot sections 320 240 150 138 150 215
shoot sections 1920 1080 600 138 600 428
shoot grid 320 240 60 60 170 175
shoot grid 1920 1080 60 60 700 300
shoot grid-horizontal 320 240 60 60 280 170
shoot grid-horizontal 1920 1080 60 60 560 600
