#!/usr/bin/env python3
"""Widths of a few Android labels in the bundled stand-in, shaped by the hb-shape CLI (HarfBuzz),
independently of the Swift shaper: sum of advances in font units / unitsPerEm × size.
Run from the repository root: python3 Tests/LocationButtonLintTests/Fixtures/Android/make_android_label_widths.py"""
import json, struct, subprocess, sys

def upem(path):
    d = open(path, 'rb').read()
    for i in range(struct.unpack('>H', d[4:6])[0]):
        tag, _, off, _ = struct.unpack('>4sIII', d[12 + 16 * i:28 + 16 * i])
        if tag == b'head':
            return struct.unpack('>H', d[off + 18:off + 20])[0]

def width(path, text, lang, size):
    out = subprocess.run(['hb-shape', '--output-format=json', '--no-glyph-names', f'--language={lang}', path, text],
                         capture_output=True, text=True, check=True).stdout
    return sum(g['ax'] for g in json.loads(out)) / upem(path) * size

cases = [("Fonts/Inter-Medium.otf", "Use precise location", "en", 14.0),
         ("Fonts/Inter-Medium.otf", "Genauen Standort verwenden", "de", 14.0),
         ("Fonts/Inter-Medium.otf", "Precise location", "en", 16.0)]
rows = [{"font": f, "text": t, "language": l, "size": s, "width": round(width(f, t, l, s), 6)} for f, t, l, s in cases]
version = subprocess.run(['hb-shape', '--version'], capture_output=True, text=True).stdout.splitlines()[0]
json.dump({"madeBy": f"make_android_label_widths.py ({version})", "widths": rows}, sys.stdout, indent=2)
print()
