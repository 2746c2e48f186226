#!/usr/bin/env bash
# The window reordering by keys, for docs/without-dragging.md: a shopping list with Japanese and
# Arabic labels at 400x600 under Xvfb, the HUD hidden; k turns keyboardReorder on, down, down focuses 卵 Eggs, space
# lifts it, down, down moves it two slots, and q quits with it still in hand: the last frame, saved
# with --screenshot, shows the row lifted mid-move in its blue focus ring and the announcement strip
# at the list's bottom.
# Usage: Resources/screenshots/make-without-dragging.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/e2e/xdo.sh
bin=${1:-.build/debug/reorder-lab}
out=Resources/screenshots/without-dragging.png

if [ "${2:-}" = "--inside-display" ]; then
  work=$3
  "$bin" --list "$work/shopping.list.json" --no-state --size 400x600 --software --screenshot "$out" \
    > /dev/null 2> "$work/stderr.txt" &
  app=$!
  window=$(find_window)
  sleep 0.5
  xdotool windowfocus --sync "$window" 2>/dev/null || true
  # h twice: the HUD (one line at 400 pt wide) full, then hidden, so the picture shows the list alone.
  for key in h h k Down Down space Down Down; do
    at_window key "$key"
    sleep 0.3
  done
  sleep 0.5
  quit_app "$window" "$app" make-without-dragging
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/shopping.list.json" <<'LIST'
{"rows":[
 {"id":"milk","height":60,"label":"牛乳 Milk"},
 {"id":"eggs","height":60,"label":"卵 Eggs"},
 {"id":"bread","height":88,"label":"خبز Bread"},
 {"id":"butter","height":60,"label":"Butter"},
 {"id":"cheese","height":60,"label":"チーズ Cheese"},
 {"id":"apples","height":60,"label":"تفاح Apples"},
 {"id":"coffee","height":60,"label":"Coffee","movable":false},
 {"id":"tea","height":60,"label":"お茶 Tea"},
 {"id":"rice","height":60,"label":"أرز Rice"},
 {"id":"pasta","height":60,"label":"Pasta"}
]}
LIST
xvfb-run -a -s "-screen 0 1024x768x24" bash "$0" "$bin" --inside-display "$work"
cat "$work/stderr.txt" >&2
echo "wrote $out"
