# Sourced by the e2e scripts: what they do to the window with xdotool, once.

# find_window: the id of the app's window, waiting up to 20 s for it.
# `xdotool search --sync` alone can fail with BadWindow (X_QueryTree) when a window it is walking is
# destroyed mid-search (seen under load while SDL sets its window up): such a failed search is retried.
# The newest visible window: SDL may make and drop windows while it sets up (slower under load), and
# one it is dropping can still be listed first.
find_window() {
  local deadline=$((SECONDS + 20)) id
  while [ "$SECONDS" -lt "$deadline" ]; do
    id=$(xdotool search --onlyvisible --name "ReorderLab" 2>/dev/null | tail -n 1) || true
    if [ -n "$id" ]; then echo "$id"; return 0; fi
    sleep 0.1
  done
  return 1
}

# at_window COMMAND ARGS...: `xdotool COMMAND --window WINDOW ARGS...` on the app's newest visible
# window, looked up again and retried for up to 5 s when it fails: SDL may still be replacing its
# window (xdotool then fails with BadWindow). Mouse buttons go in their own `xdotool` calls (XTest):
# chained after `mousemove --window`, xdotool sends them with XSendEvent to that window.
at_window() {
  local command=$1 deadline=$((SECONDS + 5)) window
  shift
  until window=$(xdotool search --onlyvisible --name "ReorderLab" 2>/dev/null | tail -n 1) && [ -n "$window" ] \
        && xdotool "$command" --window "$window" "$@"; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}

# drag_row_a WINDOW: the e2e list's row A (y 0..60 in the window) pressed at its middle, held past
# the 0.5 s long press, dragged three rows down in small steps (each a real X11 motion event),
# released, and the settle animation let through. It lands at index 3.
drag_row_a() {
  at_window mousemove 200 30
  xdotool mousedown 1
  sleep 0.8
  for y in 50 70 90 110 130 150 170 190 210; do
    at_window mousemove 200 "$y"
    sleep 0.04
  done
  sleep 0.2
  xdotool mouseup 1
  sleep 0.6
}

# ending_key KEY: KEY, one that ends the app, to its window. The app can end on the key's press and
# destroy its window before xdotool sends the release, which then fails with BadWindow (X_SendEvent;
# seen in CI). That failure is the key having worked, so it is not one: whether the app ended is for
# the caller to check, by waiting for it.
ending_key() {
  at_window key "$1" 2>/dev/null || true
}

# quit_app WINDOW PID NAME: q to the window, then SIGTERM if the app has not quit within 20 s; fails
# with the app's exit status.
quit_app() {
  xdotool windowfocus --sync "$1" 2>/dev/null || true
  ending_key q
  if ! timeout 20 tail --pid="$2" -f /dev/null; then
    echo "$3: the app did not quit on q; sending SIGTERM" >&2
    kill -TERM "$2"
  fi
  wait "$2"
}
