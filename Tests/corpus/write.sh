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
swiftc -O -I "$bin/Modules" -o "$writer" Tests/corpus/main.swift Tests/TestSupport/LabelledSession.swift \
    Tests/TestSupport/TraceBuilder.swift "$bin"/ReorderKit.build/*.o "$bin"/ReorderSupport.build/*.o "$bin"/ReorderTrace.build/*.o
cd - >/dev/null
exec "$writer" "$@"
