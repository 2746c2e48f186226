#!/bin/sh
# Rewrites the libinput-record fixtures from the evemu recordings beside them (../evemu).
set -eu
cd "$(dirname "$0")"
e=../evemu
python3 evemu-to-libinput.py atmel-maxtouch.1-finger-drag-up-down.yml $e/atmel-maxtouch.1-finger-drag-up-down.events
python3 evemu-to-libinput.py ep0430m09.2-finger-scroll-down.yml $e/ep0430m09.2-finger-scroll-down.events
python3 evemu-to-libinput.py ntrig-multitouch.1-finger-drag-nw-se.yml "$e/ntrig-multitouch.1-finger-drag-nw-se.events+$e/ntrig-multitouch.desc"
# Three devices: N-Trig (multitouch axes but no INPUT_PROP_DIRECT in its old description) first, then
# the two touchscreens: the default picks device 1, the Atmel.
python3 evemu-to-libinput.py three-devices.yml "$e/ntrig-multitouch.1-finger-drag-nw-se.events+$e/ntrig-multitouch.desc" \
  $e/atmel-maxtouch.1-finger-drag-up-down.events $e/ep0430m09.2-finger-scroll-down.events
