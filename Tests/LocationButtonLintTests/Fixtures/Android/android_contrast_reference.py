#!/usr/bin/env python3
"""Reference values for the Android tests, computed independently of the Swift code.

A second transcription, in Python, of the behaviour of AOSP's ContrastColorUtil and its private
ColorUtilsFromCompat (core/java/com/android/internal/util/ContrastColorUtil.java, read in
muhomorr/platform_frameworks_base-15 @ 2a9f8809dd90; see docs/cross-platform.md), with Java's
numeric rules made explicit:
  * HSL is single-precision `float`: every float operation is rounded to float32 (numpy.float32);
  * Math.round(x) = floor(x + 1/2) evaluated exactly (Fraction), i.e. nearest with ties up;
  * integer division in compositing truncates (all operands are non-negative);
  * ensureContrast(fg, bg, 4.5) as the SystemUI interactor calls it is taken to be the 4-argument
    ensureContrast(fg, bg, isColorDark(bg), 4.5) (the 3-argument form is in no stored copy).

Run: python3 android_contrast_reference.py   (prints the JSON stored next to it as
android_contrast_reference.json; the Swift tests read that file).
"""
import json
import math
from fractions import Fraction

import numpy as np

F = np.float32


def jround(x):
    """Java Math.round on a float or double: the nearest integer, halves upward, computed exactly."""
    return math.floor(Fraction(float(x)) + Fraction(1, 2))


def channels(c):
    return (c >> 24) & 255, (c >> 16) & 255, (c >> 8) & 255, c & 255


def pack(a, r, g, b):
    return (a << 24) | (r << 16) | (g << 8) | b


def to_xyz(c):
    _, r, g, b = channels(c)
    out = []
    for v in (r, g, b):
        s = v / 255.0
        out.append(s / 12.92 if s < 0.04045 else ((s + 0.055) / 1.055) ** 2.4)
    sr, sg, sb = out
    return (100 * (sr * 0.4124 + sg * 0.3576 + sb * 0.1805),
            100 * (sr * 0.2126 + sg * 0.7152 + sb * 0.0722),
            100 * (sr * 0.0193 + sg * 0.1192 + sb * 0.9505))


def luminance(c):
    return to_xyz(c)[1] / 100


def over(fg, bg):
    fa, fr, fgr, fb = channels(fg)
    ba, br, bgr, bb = channels(bg)
    a = 255 - ((255 - ba) * (255 - fa)) // 255
    def mix(f, b):
        return 0 if a == 0 else (255 * f * fa + b * ba * (255 - fa)) // (a * 255)
    return pack(a, mix(fr, br), mix(fgr, bgr), mix(fb, bb))


def contrast(fg, bg):
    if (fg >> 24) & 255 < 255:
        fg = over(fg, bg)
    l1, l2 = luminance(fg) + 0.05, luminance(bg) + 0.05
    return max(l1, l2) / min(l1, l2)


def to_lab(c):
    x, y, z = to_xyz(c)
    def f(t):
        return t ** (1 / 3.0) if t > 0.008856 else (903.3 * t + 16) / 116
    fx, fy, fz = f(x / 95.047), f(y / 100.0), f(z / 108.883)
    return max(0.0, 116 * fy - 16), 500 * (fx - fy), 200 * (fy - fz)


def from_lab(L, a, b):
    fy = (L + 16) / 116
    fx = a / 500 + fy
    fz = fy - b / 200
    xr = fx ** 3 if fx ** 3 > 0.008856 else (116 * fx - 16) / 903.3
    yr = fy ** 3 if L > 903.3 * 0.008856 else L / 903.3
    zr = fz ** 3 if fz ** 3 > 0.008856 else (116 * fz - 16) / 903.3
    X, Y, Z = xr * 95.047, yr * 100.0, zr * 108.883
    lin = ((X * 3.2406 + Y * -1.5372 + Z * -0.4986) / 100,
           (X * -0.9689 + Y * 1.8758 + Z * 0.0415) / 100,
           (X * 0.0557 + Y * -0.2040 + Z * 1.0570) / 100)
    out = []
    for v in lin:
        e = 1.055 * v ** (1 / 2.4) - 0.055 if v > 0.0031308 else 12.92 * v
        out.append(min(255, max(0, jround(e * 255))))
    return pack(255, *out)


def to_hsl(c):
    _, r, g, b = channels(c)
    rf, gf, bf = F(r) / F(255), F(g) / F(255), F(b) / F(255)
    hi, lo = max(rf, gf, bf), min(rf, gf, bf)
    d = F(hi - lo)
    l = F(F(hi + lo) / F(2))
    if hi == lo:
        h = s = F(0)
    else:
        if hi == rf:
            h = F(np.fmod(F(F(gf - bf) / d), F(6)))
        elif hi == gf:
            h = F(F(F(bf - rf) / d) + F(2))
        else:
            h = F(F(F(rf - gf) / d) + F(4))
        s = F(d / F(F(1) - F(abs(F(F(2) * l) - F(1)))))
    h = F(np.fmod(F(h * F(60)), F(360)))
    if h < 0:
        h = F(h + F(360))
    return F(min(max(h, F(0)), F(360))), F(min(max(s, F(0)), F(1))), F(min(max(l, F(0)), F(1)))


def from_hsl(h, s, l):
    c = F(F(F(1) - F(abs(F(F(2) * l) - F(1)))) * s)
    m = F(l - F(F(0.5) * c))
    x = F(c * F(F(1) - F(abs(F(np.fmod(F(h / F(60)), F(2))) - F(1)))))
    seg = int(h) // 60
    def q(v):
        return min(255, max(0, jround(F(F(255) * F(v)))))
    cm, xm = F(c + m), F(x + m)
    table = {0: (cm, xm, m), 1: (xm, cm, m), 2: (m, cm, xm), 3: (m, xm, cm), 4: (xm, m, cm), 5: (cm, m, xm), 6: (cm, m, xm)}
    r, g, b = table.get(seg, (F(0), F(0), F(0)))
    return pack(255, q(r), q(g), q(b))


def find_contrast_color(fg, bg, ratio):
    if contrast(fg, bg) >= ratio:
        return fg
    L, a, b = to_lab(fg)
    low, high = 0.0, L
    i = 0
    while i < 15 and high - low > 0.00001:
        mid = (low + high) / 2
        if contrast(from_lab(mid, a, b), bg) > ratio:
            low = mid
        else:
            high = mid
        i += 1
    return from_lab(low, a, b)


def find_contrast_color_against_dark(fg, bg, ratio):
    if contrast(fg, bg) >= ratio:
        return fg
    h, s, l = to_hsl(fg)
    low, high = l, F(1)
    i = 0
    while i < 15 and float(F(high - low)) > 0.00001:
        mid = F(F(low + high) / F(2))
        if contrast(from_hsl(h, s, mid), bg) > ratio:
            high = mid
        else:
            low = mid
        i += 1
    return from_hsl(h, s, high)


def ensure(fg, bg, ratio=4.5):
    dark = luminance(bg) <= 0.17912878474
    return find_contrast_color_against_dark(fg, bg, ratio) if dark else find_contrast_color(fg, bg, ratio)


# Hand-picked (foreground, background) pairs, then 400 seeded random ones: light and dark backgrounds, a translucent foreground, a
# foreground that already passes, and one that cannot reach 4.5 on a mid gray.
PAIRS = [
    (0xFFFFFFFF, 0xFFFFD94D),  # white on brand yellow: darkened (light background)
    (0xFFFFFFFF, 0xFF34C759),  # white on systemGreen
    (0xFF007AFF, 0xFFF2F2F7),  # blue on a light gray
    (0xFF3634A3, 0xFF000000),  # indigo on black: lightened (dark background)
    (0xFF8E8E93, 0xFF3A3A3C),  # gray on dark gray: lightened
    (0xFFFF9500, 0xFF1C1C1E),  # orange on near-black already passes: unchanged
    (0x80FFFFFF, 0xFF007AFF),  # half-transparent white on blue
    (0xFFFFFFFF, 0xFF007AFF),  # white on blue already passes: unchanged
    (0xFFFF3B30, 0xFF767676),  # red on mid gray (dark side: luminance ≤ 0.179)
]

def random_pairs(n=400, seed=26):
    """Opaque and translucent foregrounds on opaque backgrounds, reproducible from the seed."""
    import random
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        alpha = 255 if rng.random() < 0.8 else rng.randrange(1, 255)
        out.append(((alpha << 24) | rng.randrange(1 << 24), 0xFF000000 | rng.randrange(1 << 24)))
    return out


if __name__ == "__main__":
    rows = []
    for fg, bg in PAIRS + random_pairs():
        out = ensure(fg, bg)
        rows.append({"foreground": "%08X" % fg, "background": "%08X" % bg,
                     "backgroundIsDark": luminance(bg) <= 0.17912878474,
                     "adjusted": "%08X" % out, "contrastBefore": round(contrast(fg, bg), 6),
                     "contrastAfter": round(contrast(out, bg), 6)})
    print(json.dumps({"madeBy": "python3 android_contrast_reference.py (numpy %s)" % np.__version__,
                      "minimumRatio": 4.5, "pairs": rows}, indent=2))
