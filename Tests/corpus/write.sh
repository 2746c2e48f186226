#!/bin/sh
# Writes the tuning sweep's performance corpus: COUNT (default 100) seeded labelled sessions, each a
# trace of taps, scrolls and reorders marked with their intents, made by the generator the analysis
# tests use (Tests/TestSupport/LabelledSession.swift). The same files on every run.
#
# usage: sh Tests/corpus/write.sh DIR [COUNT]
#   then: swift build -c release && .build/release/reorder-lab tune DIR --long-press 0.1:1.0:0.05 --movement 2:40:2
#
# Builds ReorderTrace (debug), then compiles main.swift with the generator's two files against it.
set -eu
[ $# -ge 1 ] || { echo "usage: sh Tests/corpus/write.sh DIR [COUNT]" >&2; exit 64; }
cd "$(dirname "$0")/../.."
swift build --target ReorderTrace >/dev/null
bin=$(swift build --show-bin-path)
writer=$bin/corpus-writer
# The object of each source file the modules have now (a .build that has seen other versions of the
# code keeps objects of files since deleted or moved).
objects() {
  find "Sources/$1" -name '*.swift' | while read -r source; do echo "$bin/$1.build/$(basename "$source").o"; done
}
# shellcheck disable=SC2046  # one word per object path (paths under .build have no spaces)
swiftc -O -I "$bin/Modules" -o "$writer" Tests/corpus/main.swift Tests/TestSupport/LabelledSession.swift \
    Tests/TestSupport/TraceBuilder.swift $(objects ReorderKit) $(objects ReorderSupport) $(objects ReorderTrace)
cd - >/dev/null
exec "$writer" "$@"
