#!/usr/bin/env bash
# The noise picture for docs/tuning.md. The shared recordings are drags (they conclude nothing), so
# this writes a seeded stand-in for a panel's calibration session: 30 taps and 30 presses held still
# for 1.2 s, reported at 120 Hz, each report off the finger by Gaussian jitter of 0.25 mm (sd, per
# axis) on a 6.3 pt/mm display, then draws `reorder-lab noise --png` of it. Deterministic (seed 7).
# Usage: Resources/screenshots/make-noise.sh [path/to/reorder-lab]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/debug/reorder-lab}
out=${OUT:-Resources/screenshots}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/calibration.trace.jsonl" <<'PY'
import json, random, sys
random.seed(7)
ppmm, sd = 6.3, 0.25 * 6.3  # points per mm; jitter sd in points
lines = [json.dumps({"format": "reorder-trace", "version": 1, "viewport": {"width": 480, "height": 800},
                     "pointsPerMillimetre": ppmm, "rows": [{"id": "r%d" % i, "height": 44} for i in range(20)]})]
t = 0.0
def r3(v): return round(v, 3)
for k in range(60):
    tap = k % 2 == 0
    x, y = 60 + (k % 6) * 70, 80 + (k // 6) * 60
    n = random.randint(6, 14) if tap else 144         # 0.05 to 0.12 s, or 1.2 s, at 120 Hz
    lines.append(json.dumps({"t": r3(t), "type": "down", "pointer": "touch", "id": 1, "x": x, "y": y}))
    for i in range(1, n):
        lines.append(json.dumps({"t": r3(t + i / 120), "type": "move", "pointer": "touch", "id": 1,
                                 "x": r3(x + random.gauss(0, sd)), "y": r3(y + random.gauss(0, sd))}))
    lines.append(json.dumps({"t": r3(t + n / 120), "type": "up", "pointer": "touch", "id": 1, "x": x, "y": y}))
    t += n / 120 + 0.6
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
"$bin" noise "$work/calibration.trace.jsonl" --png "$out/noise-calibration.png"
echo "made $out/noise-calibration.png"
