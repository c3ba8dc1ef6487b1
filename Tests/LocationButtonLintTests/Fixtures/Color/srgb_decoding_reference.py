#!/usr/bin/env python3
"""Reference values for TransferTableTests, computed independently of the Swift code.

The sRGB decoding (IEC 61966-2-1 with WCAG 2.1's threshold) and CoreLocationUI's linearization
(WCAG 2.0's printed threshold, docs/system-model.md §3), written here from their definitions:

    srgb(c)   = c/12.92 if c <= 0.04045 else ((c + 0.055)/1.055)**2.4
    system(m) = m/12.92 if m <= 0.03928 else ((m + 0.055)/1.055)**2.4

for the 256 8-bit values k/255 and for inputs that are no 8-bit value (just off one, mixes of
8-bit colors at fractional opacity, the thresholds themselves, extended values). Each value is
printed with repr (the shortest text that reads back as the same double).

Run: python3 srgb_decoding_reference.py > srgb-decoding.json
"""
import json


def srgb(c):
    a = abs(c)
    v = a / 12.92 if a <= 0.04045 else ((a + 0.055) / 1.055) ** 2.4
    return -v if c < 0 else v


def system(m):
    return m / 12.92 if m <= 0.03928 else ((m + 0.055) / 1.055) ** 2.4


bytes_ = [k / 255 for k in range(256)]
others = [0.5, 1 / 7, 0.123456789, 0.04045, 0.03928, 0.04, 0.0393, 0.999999, 1e-9,
          # just off an 8-bit value
          128 / 255 + 1e-12, 200 / 255 - 2 ** -40, 1 / 255 * (1 + 2 ** -52),
          # 8-bit colors mixed at fractional opacity, as over white and black
          (1 - 0.3) * 1 + 0.3 * (0 / 255), 0.45 * (122 / 255), (1 - 0.8) * 1 + 0.8 * (255 / 255) - 1e-15,
          # extended (sRGB decoding only: mirrored)
          -0.5, 1.2]
print(json.dumps({
    "bytes": [{"input": repr(c), "srgb": repr(srgb(c)), "system": repr(system(c))} for c in bytes_],
    "others": [{"input": repr(c), "srgb": repr(srgb(c)), "system": repr(system(c)) if c >= 0 else None} for c in others],
}, indent=1))
