#!/usr/bin/env python3
"""Regenerates Fonts/ from the Debian font packages: subset fonts, manifest.json, PROVENANCE, LICENSE.

Usage (from the repository root, after `apt-get install fonts-inter fonts-noto-core fonts-noto-cjk`
and `pip install fonttools`):

    python3 Fonts/regenerate.py [--locales DIR]

Every layout feature is kept (GSUB/GPOS/GDEF with --layout-features='*'), so HarfBuzz shapes the
subsets exactly as the original files; hinting is dropped because the shaper uses fonts unhinted.
The CJK fonts are cut down to the characters of Locales/*.xcstrings (plus kana, CJK punctuation and
the ellipsis): rerun this script whenever Locales/ changes (the coverage test fails until you do).
"""
import argparse, glob, hashlib, json, math, os, subprocess, sys
from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
INTER = "/usr/share/fonts/opentype/inter"
NOTO = "/usr/share/fonts/truetype/noto"
CJK = "/usr/share/fonts/opentype/noto"

WEIGHTS = {"regular": "Regular", "medium": "Medium", "semibold": "SemiBold", "bold": "Bold"}

def r(a, b):
    return set(range(a, b + 1))

# Characters every font keeps when it has them: ASCII, Latin-1 punctuation, general punctuation
# (incl. U+2026 ellipsis, ZWJ/ZWNJ, bidi marks), and the dotted circle Indic shapers insert.
COMMON = r(0x20, 0x7E) | r(0xA0, 0xBF) | {0xD7, 0xF7} | r(0x2000, 0x206F) | {0x25CC}
LATIN = (COMMON | r(0xC0, 0x24F) | r(0x250, 0x36F) | r(0x370, 0x3FF) | r(0x400, 0x52F) | r(0x1E00, 0x1FFF)
         | r(0x20A0, 0x20CF) | r(0x2100, 0x214F) | r(0x2190, 0x21FF) | r(0x2200, 0x22FF) | r(0xFB00, 0xFB06))
ARABIC = r(0x600, 0x6FF) | r(0x750, 0x77F) | r(0x8A0, 0x8FF) | r(0xFB50, 0xFDFF) | r(0xFE70, 0xFEFF)
INDIC_DANDA = {0x964, 0x965, 0x20B9}

# (family, source file stem, the script's Unicode blocks); each weight of WEIGHTS the package has
NOTO_FAMILIES = [
    ("Noto Sans Arabic", "NotoSansArabic", ARABIC),
    ("Noto Sans Hebrew", "NotoSansHebrew", r(0x590, 0x5FF) | r(0xFB1D, 0xFB4F)),
    ("Noto Sans Thai", "NotoSansThai", r(0xE00, 0xE7F)),
    ("Noto Sans Devanagari", "NotoSansDevanagari", r(0x900, 0x97F) | r(0xA8E0, 0xA8FF) | r(0x1CD0, 0x1CFF)),
    ("Noto Sans Bengali", "NotoSansBengali", r(0x980, 0x9FF)),
    ("Noto Sans Gujarati", "NotoSansGujarati", r(0xA80, 0xAFF)),
    ("Noto Sans Gurmukhi", "NotoSansGurmukhi", r(0xA00, 0xA7F)),
    ("Noto Sans Kannada", "NotoSansKannada", r(0xC80, 0xCFF)),
    ("Noto Sans Malayalam", "NotoSansMalayalam", r(0xD00, 0xD7F)),
    ("Noto Sans Oriya", "NotoSansOriya", r(0xB00, 0xB7F)),
    ("Noto Sans Tamil", "NotoSansTamil", r(0xB80, 0xBFF)),
    ("Noto Sans Telugu", "NotoSansTelugu", r(0xC00, 0xC7F)),
]

# Noto Sans CJK .ttc face indexes (fonts-noto-cjk 20220127): 0 JP, 1 KR, 2 SC, 3 TC, 4 HK.
CJK_REGIONS = [("JP", 0), ("KR", 1), ("SC", 2), ("TC", 3), ("HK", 4)]
CJK_WEIGHTS = {"regular": "Regular", "bold": "Bold"}  # fonts-noto-cjk ships only these two
CJK_BASE = r(0x3000, 0x30FF) | r(0xFF01, 0xFF60) | {0x2026}

# Uncertainty margins: how far (fraction of the width) the stand-in's advances may sit from the iOS
# font's. The reasoning is written next to each number and copied into the manifest.
MARGINS = {
    "Inter": (0.08, "Inter is a stand-in, not a clone of SF Pro. Capsize's published metrics give Inter an "
              "average lowercase advance (xWidthAvg) of 1335/2816 = 0.474 em against Arial's 913/2048 = 0.446 em: "
              "neo-grotesque UI faces differ by about 6%. On top, the optical cut matters: hb-shape gives 'Share My "
              "Current Location' 12.65 em in Inter's text cut and 11.49 em in its Display cut (9% narrower); Inter "
              "jumps at 20 pt while SF Pro's variable opsz moves gradually between 17 and 28 pt (WWDC20 'The details "
              "of UI typography'), so just above 20 pt the stand-in may run a few percent narrow. 8% covers both."),
    "Noto Sans Arabic": (0.12, "SF Arabic (iOS 16+) and Noto Sans Arabic are both naskh-style UI designs but "
                         "with different joining forms and ligature sets; word widths differ more than in Latin, "
                         "so the margin is twice Latin's."),
    "Noto Sans Hebrew": (0.10, "SF Hebrew and Noto Sans Hebrew are both sans designs of the square script with "
                         "near-uniform letter widths; a little more than Latin's margin for width differences "
                         "in the few wide letters (מ ש ם)."),
    "Noto Nastaliq Urdu": (0.03, "iOS itself draws Urdu with Noto Nastaliq Urdu; the margin covers version "
                           "differences between the Debian build (2020) and the one iOS ships."),
    "CJK": (0.03, "Ideographs, kana and hangul are full-width (1 em) in both Noto Sans CJK and the iOS fonts "
            "(PingFang, Hiragino Sans, Apple SD Gothic Neo); only punctuation and embedded Latin differ."),
    "Indic": (0.12, "iOS uses Kohinoor (Devanagari, Bangla, Gujarati, Telugu), Mukta Mahee (Gurmukhi) and Apple's "
              "own Kannada/Malayalam/Oriya/Tamil/Thai fonts; conjunct and vowel-sign forms differ between "
              "foundries, so the margin is twice Latin's."),
}

# Line-height margins: how far (fraction of the line height) the stand-in's line may sit from the iOS
# font's. iOS lays a title out on at least the system font's line (SF Pro 1.19 em; Inter, 1.21 em,
# stands for it), and a script's own font may make it taller, up to about the stand-in's line; the
# margin reaches from the Latin line to the stand-in's (never below the width margin). The stand-in
# lines are ascender - descender + line gap of each regular face, as HarfBuzz reads them.
LINE_HEIGHTS = {"Noto Sans Arabic": 2.112, "Noto Sans Hebrew": 1.36, "Noto Sans Thai": 1.511, "Noto Sans Devanagari": 1.304, "Noto Sans Bengali": 1.325, "Noto Sans Gujarati": 1.304, "Noto Sans Gurmukhi": 1.304, "Noto Sans Kannada": 1.349, "Noto Sans Malayalam": 1.247, "Noto Sans Oriya": 1.362, "Noto Sans Tamil": 1.24, "Noto Sans Telugu": 1.352, "CJK": 1.448}

def line_margin_for(family, width_margin):
    key = "CJK" if family.startswith("Noto Sans CJK") else family
    if key not in LINE_HEIGHTS:
        return None
    line = LINE_HEIGHTS[key]
    margin = max(width_margin, math.ceil((line - 1.210) / line * 100) / 100)
    reason = (f"The stand-in's line is {line:.3f} em, the Latin system font's about 1.21 em; iOS's line for this "
              f"script lies between, so the margin ({margin:.2f} of {line:.3f} em) reaches down to the Latin line.")
    return margin, reason

def margin_for(family):
    if family.startswith("Noto Sans CJK"):
        return MARGINS["CJK"]
    if family in MARGINS:
        return MARGINS[family]
    return MARGINS["Indic"]

def catalog_characters(locales_dir):
    """Every character of every string value in the String Catalogs."""
    chars = set()
    for path in sorted(glob.glob(os.path.join(locales_dir, "*.xcstrings"))):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        def walk(node):
            if isinstance(node, dict):
                for k, v in node.items():
                    if k == "value" and isinstance(v, str):
                        chars.update(ord(c) for c in v)
                    else:
                        walk(v)
            elif isinstance(node, list):
                for v in node:
                    walk(v)
        walk(doc.get("strings", {}))
    return chars

def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()

def package_of(path):
    out = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True, check=True).stdout
    pkg = out.split(":")[0]
    version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True,
                             check=True).stdout
    return pkg, version

def write_subset(source, face_index, unicodes, out_name, provenance):
    options = subset.Options()
    options.layout_features = ["*"]
    options.layout_scripts = ["*"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["DSIG"]
    # recalcTimestamp=False keeps head.modified from the original, so reruns give identical files.
    font = TTFont(source, fontNumber=face_index, lazy=False, recalcTimestamp=False)
    cmap = font.getBestCmap()
    keep = sorted(u for u in unicodes if u in cmap)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=keep)
    subsetter.subset(font)
    out = os.path.join(HERE, out_name)
    font.save(out)
    pkg, version = package_of(source)
    provenance.append((out_name, pkg, version, source, face_index, sha256(source), sha256(out)))
    return out_name

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--locales", default=os.path.join(ROOT, "Locales"))
    args = parser.parse_args()
    catalog = catalog_characters(args.locales)
    for old in glob.glob(os.path.join(HERE, "*.otf")) + glob.glob(os.path.join(HERE, "*.ttf")):
        os.remove(old)
    provenance, families = [], []

    def family(name, faces):
        margin, reason = margin_for(name)
        entry = {"name": name, "margin": margin, "marginReason": reason}
        line = line_margin_for(name, margin)
        if line:
            entry["lineHeightMargin"], entry["lineHeightMarginReason"] = line
        entry["faces"] = faces
        families.append(entry)

    faces = []
    for weight, style in WEIGHTS.items():
        for cut, limits in (("Inter", {"maxPointSize": 20}), ("InterDisplay", {"minPointSize": 20})):
            f = write_subset(f"{INTER}/{cut}-{style}.otf", 0, LATIN | catalog, f"{cut}-{style}.otf", provenance)
            faces.append({"file": f, "weight": weight, **limits})
    family("Inter", faces)

    for name, stem, block in NOTO_FAMILIES:
        faces = []
        for weight, style in WEIGHTS.items():
            src = f"{NOTO}/{stem}-{style}.ttf"
            if os.path.exists(src):
                extra = INDIC_DANDA if name not in ("Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai") else set()
                f = write_subset(src, 0, COMMON | block | extra, f"{stem}-{style}.ttf", provenance)
                faces.append({"file": f, "weight": weight})
        family(name, faces)

    faces = []
    for weight in ("regular", "bold"):  # Noto Nastaliq Urdu 2020 ships Regular and Bold only
        style = WEIGHTS[weight]
        f = write_subset(f"{NOTO}/NotoNastaliqUrdu-{style}.ttf", 0, COMMON | ARABIC,
                         f"NotoNastaliqUrdu-{style}.ttf", provenance)
        faces.append({"file": f, "weight": weight})
    family("Noto Nastaliq Urdu", faces)

    for region, index in CJK_REGIONS:
        faces = []
        for weight, style in CJK_WEIGHTS.items():
            f = write_subset(f"{CJK}/NotoSansCJK-{style}.ttc", index, COMMON | CJK_BASE | catalog,
                             f"NotoSansCJK{region}-{style}.otf", provenance)
            faces.append({"file": f, "weight": weight})
        family(f"Noto Sans CJK {region}", faces)

    def chain(*names):
        return list(names) + (["Inter"] if "Inter" not in names else [])

    scripts = {"Latn": chain("Inter"), "Grek": chain("Inter"), "Cyrl": chain("Inter"),
               "Arab": chain("Noto Sans Arabic"), "Hebr": chain("Noto Sans Hebrew"), "Thai": chain("Noto Sans Thai"),
               "Deva": chain("Noto Sans Devanagari"), "Beng": chain("Noto Sans Bengali"),
               "Gujr": chain("Noto Sans Gujarati"), "Guru": chain("Noto Sans Gurmukhi"),
               "Knda": chain("Noto Sans Kannada"), "Mlym": chain("Noto Sans Malayalam"),
               "Orya": chain("Noto Sans Oriya"), "Taml": chain("Noto Sans Tamil"), "Telu": chain("Noto Sans Telugu")}
    cjk_scripts = ("Hani", "Hira", "Kana", "Hang", "Bopo")
    for s in cjk_scripts:
        scripts[s] = chain("Noto Sans CJK SC")

    def cjk(region):
        return {s: chain(f"Noto Sans CJK {region}") for s in cjk_scripts}

    languages = {"ur": {"Arab": chain("Noto Nastaliq Urdu", "Noto Sans Arabic")},
                 "zh": cjk("SC"), "zh-Hans": cjk("SC"), "zh-CN": cjk("SC"), "zh-SG": cjk("SC"),
                 "zh-Hant": cjk("TC"), "zh-TW": cjk("TC"), "zh-HK": cjk("HK"), "zh-MO": cjk("HK"),
                 "zh-Hant-HK": cjk("HK"), "zh-Hant-MO": cjk("HK"),
                 "ja": cjk("JP"), "ko": cjk("KR")}

    manifest = {
        "version": 1,
        "description": "Open stand-ins for Apple's system fonts; generated by Fonts/regenerate.py.",
        "weightFallback": "A missing weight uses the CSS Fonts 4 font-weight matching rule: for medium (500) and "
                          "below, the nearest available weight up to 500, else the nearest lighter, else the nearest "
                          "heavier; above 500, the nearest heavier, else the nearest lighter. So Oriya and Noto "
                          "Nastaliq Urdu and Noto Sans CJK draw medium with regular and semibold with bold.",
        "families": families,
        "scripts": scripts,
        "languages": languages,
    }
    with open(os.path.join(HERE, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False)
        f.write("\n")

    with open(os.path.join(HERE, "PROVENANCE"), "w", encoding="utf-8") as f:
        f.write("# Generated by Fonts/regenerate.py. Subsets of fonts from Debian packages; fonttools "
                f"{__import__('fontTools').version}.\n")
        f.write("# file\tpackage\tversion\toriginal file\tface index\toriginal sha256\tsubset sha256\n")
        for row in provenance:
            f.write("\t".join(str(x) for x in row) + "\n")

    licenses = [("fonts-inter", "Inter"), ("fonts-noto-core", "Noto Sans (Arabic, Hebrew, Thai, Indic), Noto Nastaliq Urdu"),
                ("fonts-noto-cjk", "Noto Sans CJK")]
    with open(os.path.join(HERE, "LICENSE"), "w", encoding="utf-8") as f:
        f.write("The fonts in this folder are subsets (modified versions) of fonts licensed under the SIL Open Font\n"
                "License 1.1. Below, for each Debian package they come from, its copyright file verbatim, which\n"
                "carries the copyright notices and the full OFL text.\n")
        for pkg, what in licenses:
            f.write(f"\n{'=' * 78}\n{what}: /usr/share/doc/{pkg}/copyright\n{'=' * 78}\n\n")
            with open(f"/usr/share/doc/{pkg}/copyright", encoding="utf-8") as c:
                f.write(c.read())
    print(f"wrote {len(provenance)} fonts, {len(catalog)} catalog characters", file=sys.stderr)

if __name__ == "__main__":
    main()
