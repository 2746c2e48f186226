#!/usr/bin/env python3
"""Writes evemu recordings as `libinput record` YAML (its man page's FILE FORMAT, version 1), for the
libinput importer's tests: the same device (N:, I:, P:, B:, A: lines) and the same events, one
`- evdev:` frame per SYN_REPORT, times relative to the first event as libinput record writes them.

    evemu-to-libinput.py OUT.yml REC.events[+DEV.desc] [REC.events[+DEV.desc] ...]

Each recording becomes one device of OUT.yml, node /dev/input/eventN (N from 0), in the order
given: several make a multi-device recording. Only the standard library; output is deterministic.
"""
import sys

TYPE_NAMES = {0: "EV_SYN", 1: "EV_KEY", 3: "EV_ABS"}
CODE_NAMES = {(0, 0): "SYN_REPORT", (0, 2): "SYN_MT_REPORT", (1, 330): "BTN_TOUCH", (3, 0): "ABS_X", (3, 1): "ABS_Y",
              (3, 47): "ABS_MT_SLOT", (3, 53): "ABS_MT_POSITION_X", (3, 54): "ABS_MT_POSITION_Y",
              (3, 57): "ABS_MT_TRACKING_ID", (3, 58): "ABS_MT_PRESSURE"}
PROPERTY_NAMES = {0: "INPUT_PROP_POINTER", 1: "INPUT_PROP_DIRECT", 2: "INPUT_PROP_BUTTONPAD"}


def read_evemu(paths):
    """The description and the events (seconds, micros, type, code, value) of the files."""
    device = {"name": "", "id": [0, 0, 0, 0], "props": b"", "bits": {}, "abs": {}}
    events = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.rstrip("\r\n")
                if line.startswith("N: "):
                    device["name"] = line[3:].strip()
                    continue
                body = line[3:].split("#")[0].split()
                if line.startswith("I: "):
                    device["id"] = [int(v, 16) for v in body]
                elif line.startswith("P: "):
                    device["props"] += bytes(int(v, 16) for v in body)
                elif line.startswith("B: "):
                    kind = int(body[0], 16)
                    device["bits"][kind] = device["bits"].get(kind, b"") + bytes(int(v, 16) for v in body[1:])
                elif line.startswith("A: "):
                    values = [int(v) for v in body[1:]]
                    device["abs"][int(body[0], 16)] = values + [0] * (5 - len(values))  # no resolution column: 0
                elif line.startswith("E: "):
                    seconds, micros = body[0].split(".")
                    events.append((int(seconds), int(micros.ljust(6, "0")[:6]), int(body[1], 16), int(body[2], 16), int(body[3])))
    return device, events


def bits(data):
    return [n for n in range(len(data) * 8) if data[n // 8] & (1 << (n % 8))]


def write_device(out, number, device, events):
    x = device["abs"].get(0) or device["abs"].get(53)
    y = device["abs"].get(1) or device["abs"].get(54)
    out.append(f"- node: /dev/input/event{number}")
    out.append("  evdev:")
    out.append(f"    # Name: {device['name']}")
    bus, vendor, product, version = device["id"]
    out.append(f"    # ID: bus 0x{bus:04x} vendor 0x{vendor:04x} product 0x{product:04x} version 0x{version:04x}")
    if x and y and x[4] and y[4]:
        out.append(f"    # Size in mm: {(x[1] - x[0]) // x[4]}x{(y[1] - y[0]) // y[4]}")
    else:
        out.append("    # Size in mm: unknown, missing resolution")
    out.append(f"    # Converted from evemu by evemu-to-libinput.py")
    out.append(f"    name: \"{device['name']}\"")
    out.append(f"    id: [{bus}, {vendor}, {product}, {version}]")
    out.append("    codes:")
    for kind in sorted(device["bits"]):
        codes = bits(device["bits"][kind])
        if codes or kind == 0:
            out.append(f"      {kind}: [{', '.join(map(str, codes))}] # {TYPE_NAMES.get(kind, 'type ' + str(kind))}")
    out.append("    absinfo:")
    for code in sorted(device["abs"]):
        out.append(f"      {code}: [{', '.join(map(str, device['abs'][code]))}]")
    props = bits(device["props"])
    out.append(f"    properties: [{', '.join(map(str, props))}]"
               + (f" # {', '.join(PROPERTY_NAMES.get(p, str(p)) for p in props)}" if props else ""))
    out.append("  udev:")
    out.append("    properties:")
    out.append("    - ID_INPUT=1")
    out.append("    - ID_INPUT_TOUCHSCREEN=1")
    out.append("  events:")
    first = events[0][0] * 1_000_000 + events[0][1] if events else 0
    frame_open = False
    for sec, usec, kind, code, value in events:
        t = sec * 1_000_000 + usec - first
        if not frame_open:
            out.append("  - evdev:")
            frame_open = True
        name = CODE_NAMES.get((kind, code), str(code))
        out.append(f"    - [{t // 1_000_000:3d}, {t % 1_000_000:6d}, {kind:3d}, {code:3d}, {value:7d}] # "
                   f"{TYPE_NAMES.get(kind, str(kind))} / {name}")
        if kind == 0 and code == 0:
            frame_open = False


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    out = ["# libinput record", "version: 1", f"ndevices: {len(argv) - 2}", "libinput:", "  version: \"1.25.0\"",
           "  git: \"unknown\"", "system:", "  os: \"converted:evemu\"", "  kernel: \"unknown\"", "  dmi: \"unknown\"", "devices:"]
    for number, spec in enumerate(argv[2:]):
        recording, _, description = spec.partition("+")
        device, events = read_evemu(([description] if description else []) + [recording])
        write_device(out, number, device, events)
    with open(argv[1], "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv)
