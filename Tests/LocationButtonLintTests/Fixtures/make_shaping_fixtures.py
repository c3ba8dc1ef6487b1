#!/usr/bin/env python3
"""Writes hb-shape-widths.json: advance widths computed independently with the `hb-shape` tool on
the bundled font files, for ShaperFixtureTests. The run split of each case (which text goes to which
font, script and direction, in visual order) is written here by hand, from the Unicode bidi and
script properties, not taken from the shaper. Run from the repository root:

    python3 Tests/LocationButtonLintTests/Fixtures/make_shaping_fixtures.py
"""
import json, os, subprocess
from fontTools.ttLib import TTFont

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
OUT = os.path.join(os.path.dirname(__file__), "hb-shape-widths.json")

def run(text, font, script, direction):
    return {"text": text, "font": font, "script": script, "direction": direction}

# (name, locale, weight, point size, text, runs in visual order)
CASES = [
    ("latin", "en", "regular", 17, "Share My Current Location",
     [run("Share My Current Location", "Inter-Regular.otf", "Latn", "ltr")]),
    ("latin-display-bold", "de", "bold", 28, "Aktuellen Standort senden",
     [run("Aktuellen Standort senden", "InterDisplay-Bold.otf", "Latn", "ltr")]),
    ("cyrillic-semibold", "ru", "semibold", 17, "Текущая геопозиция",
     [run("Текущая геопозиция", "Inter-SemiBold.otf", "Cyrl", "ltr")]),
    ("arabic", "ar", "regular", 17, "مشاركة موقعي الحالي",
     [run("مشاركة موقعي الحالي", "NotoSansArabic-Regular.ttf", "Arab", "rtl")]),
    ("arabic-lam-alef-ligature", "ar", "regular", 17, "السلام",
     [run("السلام", "NotoSansArabic-Regular.ttf", "Arab", "rtl")]),
    ("arabic-digits", "ar", "regular", 17, "الموقع 123",
     [run("123", "NotoSansArabic-Regular.ttf", "Arab", "ltr"),
      run("الموقع ", "NotoSansArabic-Regular.ttf", "Arab", "rtl")]),
    # U+20AC is not in Noto Sans Arabic: that one character falls back to the chain's next font, Inter.
    ("arabic-cluster-fallback", "ar", "regular", 17, "السعر €",
     [run("€", "Inter-Regular.otf", "Arab", "rtl"), run("السعر ", "NotoSansArabic-Regular.ttf", "Arab", "rtl")]),
    ("hebrew", "he", "regular", 17, "שיתוף המיקום הנוכחי שלי",
     [run("שיתוף המיקום הנוכחי שלי", "NotoSansHebrew-Regular.ttf", "Hebr", "rtl")]),
    ("devanagari", "hi", "regular", 17, "मेरा वर्तमान स्थान शेयर करें",
     [run("मेरा वर्तमान स्थान शेयर करें", "NotoSansDevanagari-Regular.ttf", "Deva", "ltr")]),
    ("thai", "th", "regular", 17, "แชร์ตำแหน่งปัจจุบันของฉัน",
     [run("แชร์ตำแหน่งปัจจุบันของฉัน", "NotoSansThai-Regular.ttf", "Thai", "ltr")]),
    ("oriya-medium-falls-back-to-regular", "or", "medium", 17, "ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ",
     [run("ବର୍ତ୍ତମାନର ଅବସ୍ଥାନ", "NotoSansOriya-Regular.ttf", "Orya", "ltr")]),
    ("urdu-nastaliq", "ur", "regular", 17, "میرے موجودہ مقام کا اشتراک کریں",
     [run("میرے موجودہ مقام کا اشتراک کریں", "NotoNastaliqUrdu-Regular.ttf", "Arab", "rtl")]),
    ("japanese", "ja", "regular", 17, "自分の現在地を共有",
     [run("自分", "NotoSansCJKJP-Regular.otf", "Hani", "ltr"), run("の", "NotoSansCJKJP-Regular.otf", "Hira", "ltr"),
      run("現在地", "NotoSansCJKJP-Regular.otf", "Hani", "ltr"), run("を", "NotoSansCJKJP-Regular.otf", "Hira", "ltr"),
      run("共有", "NotoSansCJKJP-Regular.otf", "Hani", "ltr")]),
    ("japanese-latin", "ja", "regular", 17, "iPhoneの現在地",
     [run("iPhone", "Inter-Regular.otf", "Latn", "ltr"), run("の", "NotoSansCJKJP-Regular.otf", "Hira", "ltr"),
      run("現在地", "NotoSansCJKJP-Regular.otf", "Hani", "ltr")]),
    ("traditional-chinese", "zh-Hant", "regular", 17, "分享我的目前位置",
     [run("分享我的目前位置", "NotoSansCJKTC-Regular.otf", "Hani", "ltr")]),
    ("korean-bold", "ko", "bold", 17, "나의 현재 위치 공유",
     [run("나의 현재 위치 공유", "NotoSansCJKKR-Bold.otf", "Hang", "ltr")]),
]

def line_height_units(font):
    """ascender - descender + lineGap: OS/2 typo metrics when fsSelection bit 7 (USE_TYPO_METRICS) is
    set, else hhea (the OpenType spec's rule)."""
    os2, hhea = font["OS/2"], font["hhea"]
    if os2.fsSelection & (1 << 7):
        return os2.sTypoAscender - os2.sTypoDescender + os2.sTypoLineGap
    return hhea.ascent - hhea.descent + hhea.lineGap

def main():
    cases = []
    for name, locale, weight, size, text, runs in CASES:
        for r in runs:
            path = os.path.join("Fonts", r["font"])
            command = ["hb-shape", "--bot", "--eot", f"--script={r['script']}", f"--direction={r['direction']}",
                       f"--language={locale}", "--output-format=json", "--no-glyph-names", path, r["text"]]
            glyphs = json.loads(subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True).stdout)
            r["command"] = " ".join(command[:-1]) + " '" + r["text"] + "'"
            r["glyphCount"] = len(glyphs)
            r["advanceUnits"] = sum(g["ax"] for g in glyphs)
            font = TTFont(os.path.join(ROOT, path))
            r["unitsPerEm"] = font["head"].unitsPerEm
            r["lineHeightUnits"] = line_height_units(font)
            r["advanceWidth"] = r["advanceUnits"] * size / r["unitsPerEm"]
        cases.append({"name": name, "locale": locale, "weight": weight, "pointSize": size, "text": text,
                      "characterCount": len(text), "runs": runs})
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"generatedBy": "python3 Tests/LocationButtonLintTests/Fixtures/make_shaping_fixtures.py (hb-shape "
                   + subprocess.run(["hb-shape", "--version"], capture_output=True, text=True).stdout.split("\n")[0]
                   + ")", "cases": cases}, f, indent=1, ensure_ascii=False)
        f.write("\n")

main()
