#!/bin/sh
# Rewrites every sample trace's expected result: NAME.expected.json beside NAME.trace.jsonl holds what
# `reorder-lab replay NAME.trace.jsonl --json` prints (order, sections, scrollOffset, drags, moves, shuffles, frames,
# events, stateHash). SampleTraceTests compares a replay of each sample with its file, so a result
# that changes between processes or machines fails there. Run this only when a change of result is
# meant (a new sample, an engine rule changed on purpose), and commit the diff with that change.
#
# usage: sh Resources/traces/regenerate-expected.sh [REORDER_LAB]
#   REORDER_LAB  the binary to replay with (default: .build/debug/reorder-lab, built by `swift build`)
set -eu
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/reorder-lab}
if [ $# -eq 0 ]; then swift build --product reorder-lab >/dev/null; fi
for trace in Resources/traces/*.trace.jsonl; do
    expected=${trace%.trace.jsonl}.expected.json
    "$bin" replay "$trace" --json > "$expected.tmp"
    mv "$expected.tmp" "$expected"
    echo "$expected"
done
