# Sourced by the e2e scripts. find_window: the id of the app's window, waiting up to 20 s for it.
# `xdotool search --sync` alone can fail with BadWindow (X_QueryTree) when a window it is walking is
# destroyed mid-search (seen under load while SDL sets its window up): such a failed search is retried.
find_window() {
  local deadline=$((SECONDS + 20)) id
  while [ "$SECONDS" -lt "$deadline" ]; do
    id=$(xdotool search --name "ReorderLab" 2>/dev/null | head -n 1) || true
    if [ -n "$id" ]; then echo "$id"; return 0; fi
    sleep 0.1
  done
  return 1
}
