#!/usr/bin/env python3
"""Reference values for SystemContrastFormulaTests, computed independently of the Swift code.

The rule, transcribed from the decompiled iOS 18.2 CoreLocationUI (CLLocationButtonTag
-contrastValidForBgColorAndFgTextWithCumulativeOpacity: and its luminance helper in
CoreLocationUI.m; see docs/system-model.md §3):

    mix(c, base, a) = (1 - a)*base + a*c per gamma-encoded channel
    lin(m) = m/12.92 if m <= 0.03928 else ((m + 0.055)/1.055)**2.4
    L = 0.2126 lin(R) + 0.7152 lin(G) + 0.0722 lin(B)
    valid = (fgB+.05)/(bgW+.05) >= 1.5 or (bgB+.05)/(fgW+.05) >= 1.5

Minimum alphas are found here by a plain scan of 100,001 alphas (step 1e-5) for the smallest alpha
from which every larger scanned alpha is valid — no root finding — so the Swift closed-form /
root-finding answers are checked against a method that shares nothing with them.

Run: python3 system_contrast_reference.py
"""

def lin(m):
    return m / 12.92 if m <= 0.03928 else ((m + 0.055) / 1.055) ** 2.4

def L(c, base, a):
    r, g, b = ((1 - a) * base[i] + a * c[i] for i in range(3))
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)

WHITE, BLACK = (1.0, 1.0, 1.0), (0.0, 0.0, 0.0)

def ratios(tint, tint_alpha, bg, bg_alpha, op):
    fe, be = tint_alpha * op, bg_alpha * op
    fgW, fgB = L(tint, WHITE, fe), L(tint, BLACK, fe)
    bgW, bgB = L(bg, WHITE, be), L(bg, BLACK, be)
    return (fgB + 0.05) / (bgW + 0.05), (bgB + 0.05) / (fgW + 0.05)

def valid(*args):
    r1, r2 = ratios(*args)
    return r1 >= 1.5 or r2 >= 1.5

def rgb8(r, g, b):
    return (r / 255, g / 255, b / 255)

def scan_min(ok):
    n = 100_000
    smallest = None
    for i in range(n, -1, -1):
        a = i / n
        if ok(a):
            smallest = a
        else:
            break
    return smallest

blue = {"light": rgb8(0, 122, 255), "dark": rgb8(10, 132, 255), "darkHC": rgb8(64, 156, 255), "lightHC": rgb8(0, 64, 221)}
for name, c in blue.items():
    print("white on systemBlue", name, "better ratio %.6f" % max(ratios(WHITE, 1, c, 1, 1)))
print("white on dark systemYellow #FFD60A %.6f" % max(ratios(WHITE, 1, rgb8(255, 214, 10), 1, 1)))
print("white on light systemYellow #FFCC00 %.6f" % max(ratios(WHITE, 1, rgb8(255, 204, 0), 1, 1)))
print("white on systemGray #8E8E93 %.6f" % max(ratios(WHITE, 1, rgb8(142, 142, 147), 1, 1)))
print("white on clear (bg alpha 0) %.6f" % max(ratios(WHITE, 1, BLACK, 0, 1)))
for name, c in blue.items():
    print("default, min cumulative opacity", name, scan_min(lambda a: valid(WHITE, 1, c, 1, a)))
print("default light, min background alpha", scan_min(lambda a: valid(WHITE, 1, blue["light"], a, 1)))
print("default light, min foreground alpha", scan_min(lambda a: valid(WHITE, a, blue["light"], 1, 1)))
brand = rgb8(0x33, 0x66, 0x99)
print("#FFCC00 on #336699 better ratio %.6f" % max(ratios(rgb8(255, 204, 0), 1, brand, 1, 1)))
print("#FFCC00 on #336699 min view", scan_min(lambda a: valid(rgb8(255, 204, 0), 1, brand, 1, a)))
print("#FFCC00 on #336699 min bg", scan_min(lambda a: valid(rgb8(255, 204, 0), 1, brand, a, 1)))
print("#FFCC00 on #336699 min fg", scan_min(lambda a: valid(rgb8(255, 204, 0), a, brand, 1, 1)))
print("black on #336699 (ratio2 direction) %.6f" % max(ratios(BLACK, 1, brand, 1, 1)), ratios(BLACK, 1, brand, 1, 1))
print("black on #336699 min view", scan_min(lambda a: valid(BLACK, 1, brand, 1, a)))
print("black on #336699 min bg", scan_min(lambda a: valid(BLACK, 1, brand, a, 1)))
print("white at 0.8 on systemBlue light, op 1: ratio %.6f" % max(ratios(WHITE, 0.8, blue["light"], 1, 1)))
print("white on dark-HC systemBlue #409CFF, min background alpha", scan_min(lambda a: valid(WHITE, 1, blue["darkHC"], a, 1)))
print("default light at cumulative opacity 0.7: ratio %.6f" % max(ratios(WHITE, 1, blue["light"], 1, 0.7)))
