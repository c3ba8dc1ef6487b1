#!/usr/bin/env python3
"""The script a team would write instead of running locbutton: the same check matrix with
uharfbuzz (shaping) and coloraide (WCAG contrast), on the same fonts and strings. compare.sh runs
it side by side with `locbutton check`.

Usage: baseline.py THEME.yaml [--root REPO] [--widths OUT.tsv]

For every button × appearance × language of Locales/LocationButtonTitles.xcstrings (plus Xcode's
four pseudolanguages, as locbutton adds them) × the twelve Dynamic Type sizes it decides pass /
guideline / uncertain / disabled and prints the counts, as locbutton's summary does. It follows
locbutton's model (DESIGN.md §3–5 at the time of writing): titles shaped per language with the
fallback chains of Fonts/manifest.json (script, direction and language set explicitly, as
`hb-shape --bot --eot`), widths scaled linearly with the point size within a font's size cut, the
stand-in font's margin making near calls `uncertain`, the layout model's insets, WCAG contrast
with the system floor (2.5:1) and the HIG profile (4.5:1 below 18 pt, 3:1 above, 3:1 for the
glyph). It handles what gen_themes.py writes (opaque literal colors, fixed or device frames, body
text style), not every theme key. Dev tool only: not a dependency of the package or its CI.

Its judgement follows the model before issue 10 (layout insets 0.75/0.45 em, a 2.5:1 system
contrast floor): its verdict counts equalled the tool's until then. The system model of issue 10
(CoreLocationUI's own geometry and 1.5:1 rule) judges differently, so the counts now differ by
design; the shaping, the widths and the size of the work are the same.
"""
import argparse
import json
import os
import sys
import unicodedata
from functools import lru_cache

import numpy as np
import uharfbuzz as hb
import yaml
from coloraide import Color

# --- the model (each constant as locbutton's sources state it) --------------------------------
BODY = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]        # TextStyle.body, xSmall … AX5
CATEGORIES = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
              "AX1", "AX2", "AX3", "AX4", "AX5"]
H_INSET, V_INSET, GLYPH_W, GLYPH_H, GLYPH_GAP = 0.75, 0.45, 1.0, 1.0, 0.3   # LayoutModel.default
MIN_CONTRAST = 2.5                                                 # SystemLimits.default
DEVICE_CONTENT = {  # DevicePreset: window width − 2 × (safe area + layout margin)
    "iphone-se-portrait": 375 - 2 * 16, "iphone-16-portrait": 393 - 2 * 16,
    "iphone-16-pro-max-portrait": 440 - 2 * 20, "ipad-split-portrait": 320 - 2 * 16}
DEFAULT_DEVICE = "iphone-se-portrait"
WEIGHTS = {"regular": 400, "medium": 500, "semibold": 600, "bold": 700}
ACCENTS = dict(zip("ACDEGHIJKLNORSTUWYZacdeghijklnorstuwyz", "ÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÛŴÝŽåçďéĝĥîĵķļñöŕšţûŵýž"))
PSEUDO = {"en-x-accented": lambda s: "".join(ACCENTS.get(c, c) for c in s),
          "en-x-double": lambda s: s + " " + s,
          "en-x-bounded": lambda s: "[# " + s + " #]",
          "en-x-rtl": lambda s: "\u202e" + s + "\u202c"}
# Unicode Script property for the scripts the manifest serves (code point ranges).
SCRIPT_RANGES = [
    (0x0370, 0x03FF, "Grek"), (0x0400, 0x052F, "Cyrl"), (0x0590, 0x05FF, "Hebr"),
    (0x0600, 0x06FF, "Arab"), (0x0750, 0x077F, "Arab"), (0x08A0, 0x08FF, "Arab"),
    (0x0900, 0x097F, "Deva"), (0x0980, 0x09FF, "Beng"), (0x0A00, 0x0A7F, "Guru"),
    (0x0A80, 0x0AFF, "Gujr"), (0x0B00, 0x0B7F, "Orya"), (0x0B80, 0x0BFF, "Taml"),
    (0x0C00, 0x0C7F, "Telu"), (0x0C80, 0x0CFF, "Knda"), (0x0D00, 0x0D7F, "Mlym"),
    (0x0E00, 0x0E7F, "Thai"), (0x1100, 0x11FF, "Hang"), (0x3040, 0x309F, "Hira"),
    (0x30A0, 0x30FF, "Kana"), (0x3400, 0x4DBF, "Hani"), (0x4E00, 0x9FFF, "Hani"),
    (0xAC00, 0xD7AF, "Hang"), (0xFB50, 0xFDFF, "Arab"), (0xFE70, 0xFEFF, "Arab")]
RTL_SCRIPTS = {"Arab", "Hebr"}


def script_of(ch):
    cp = ord(ch)
    for lo, hi, script in SCRIPT_RANGES:
        if lo <= cp <= hi:
            return script
    return "Latn" if unicodedata.category(ch).startswith("L") else None


# --- fonts ------------------------------------------------------------------------------------
class Fonts:
    def __init__(self, directory):
        self.directory = directory
        with open(os.path.join(directory, "manifest.json")) as f:
            self.manifest = json.load(f)
        self.families = {fam["name"]: fam for fam in self.manifest["families"]}
        self.loaded = {}

    def chain(self, script, locale):
        languages = {k.lower(): v for k, v in (self.manifest.get("languages") or {}).items()}
        tags = locale.replace("_", "-").split("-")
        while tags:
            entry = languages.get("-".join(tags).lower())
            if entry and script in entry:
                return entry[script]
            tags.pop()
        return self.manifest["scripts"].get(script, [])

    def face(self, family, weight, size):
        """The face serving weight and size (size cuts, then CSS font-weight matching)."""
        faces = [f for f in family["faces"] if f.get("minPointSize", 0) <= size < f.get("maxPointSize", float("inf"))]
        faces = faces or family["faces"]
        d = WEIGHTS[weight]

        def rank(face):
            w = WEIGHTS.get(face.get("weight"), d)
            if w == d:
                return (0, 0)
            if d <= 500:
                return (1, w - d) if d < w <= 500 else (2, d - w) if w < d else (3, w - d)
            return (1, w - d) if w > d else (2, d - w)
        return min(faces, key=rank)

    def font(self, face):
        key = (face["file"], face.get("faceIndex", 0))
        if key not in self.loaded:
            with open(os.path.join(self.directory, face["file"]), "rb") as f:
                hb_face = hb.Face(hb.Blob(f.read()), key[1])
            font = hb.Font(hb_face)
            extents = font.get_font_extents("ltr")
            line = extents.ascender - extents.descender + extents.line_gap
            self.loaded[key] = (font, hb_face.upem, line)
        return self.loaded[key]


@lru_cache(maxsize=None)
def size_cut(fonts, size):
    """The lowest size of the cut `size` falls in: sizes in one cut share every face choice, so
    one shaping (scaled) serves them all."""
    edges = sorted({f.get(k) for fam in fonts.families.values() for f in fam["faces"]
                    for k in ("minPointSize", "maxPointSize") if f.get(k) is not None})
    return max([e for e in edges if size >= e], default=0.0)


@lru_cache(maxsize=None)
def shape(fonts, text, locale, weight, cut_size):
    """(advance in em, line height in em, font margin) of one title in one language at one size cut."""
    visible = "".join(c for c in text if c not in "\u202a\u202b\u202c\u202d\u202e")
    script = next((s for s in map(script_of, visible) if s), "Latn")
    rtl = script in RTL_SCRIPTS or text.startswith("\u202e")
    chain = [fonts.families[name] for name in fonts.chain(script, locale)]
    # Each character (with its combining marks) in the first font of the chain that has it.
    segments = []
    for ch in visible:
        if segments and unicodedata.category(ch) in ("Mn", "Mc", "Me"):
            segments[-1][1].append(ch)
            continue
        for family in chain:
            font = fonts.font(fonts.face(family, weight, cut_size))
            if font[0].get_nominal_glyph(ord(ch)) is not None:
                break
        else:
            sys.exit(f"no font for U+{ord(ch):04X} in {locale}")
        if segments and segments[-1][0] is family:
            segments[-1][1].append(ch)
        else:
            segments.append((family, [ch]))
    em = line = margin = 0.0
    for family, chars in segments:
        font, upem, line_units = fonts.font(fonts.face(family, weight, cut_size))
        buf = hb.Buffer()
        buf.add_str("".join(chars))
        buf.script = script
        buf.direction = "rtl" if rtl else "ltr"
        buf.language = locale
        buf.flags = hb.BufferFlags.BOT | hb.BufferFlags.EOT
        hb.shape(font, buf)
        em += sum(p.x_advance for p in buf.glyph_positions) / upem
        line = max(line, line_units / upem)
        margin = max(margin, family["margin"])
    return em, line, margin


# --- judging ----------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def contrast(fg, bg):
    return Color(fg).contrast(Color(bg), method="wcag21")


def color_verdict(ratio, required):
    return 3 if ratio < MIN_CONTRAST else 1 if ratio < required else 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("theme")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--widths", help="write locale, title, size, width rows (TSV) to compare")
    args = parser.parse_args()

    fonts = Fonts(os.path.join(args.root, "Fonts"))
    with open(os.path.join(args.root, "Locales", "LocationButtonTitles.xcstrings")) as f:
        catalog = json.load(f)
    titles = {key: {loc: v["stringUnit"]["value"] for loc, v in entry["localizations"].items()}
              for key, entry in catalog["strings"].items()}
    for key, by_locale in titles.items():
        for tag, make in PSEUDO.items():
            by_locale[tag] = make(by_locale["en"])
    with open(args.theme) as f:
        theme = yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    appearances = theme.get("appearances") or ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    counts = np.zeros(4, dtype=np.int64)   # pass, guideline, uncertain, disabled
    width_rows = []
    for button in theme["buttons"]:
        title, glyph = button.get("title", "currentLocation"), button.get("glyph", "arrowFilled") != "none"
        sizes = np.array([button.get("fontSize", 17) * b / 17 for b in BODY])
        limits = [button.get("width"), button.get("maxWidth"), DEVICE_CONTENT.get(button.get("device"))]
        width_limit = min([x for x in limits if x is not None] or [DEVICE_CONTENT[DEFAULT_DEVICE]])
        height = button.get("height")
        # Text verdicts, languages × sizes.
        if title == "none":
            text = np.zeros((1, 12), dtype=np.int64)
        else:
            locales = titles[title]
            shaped = np.array([[shape(fonts, string, loc, "regular", size_cut(fonts, size)) for size in sizes]
                               for loc, string in locales.items()])
            em, line, margin = shaped[..., 0], shaped[..., 1], shaped[..., 2]
            widths = em * sizes
            chrome = (2 * H_INSET + (GLYPH_W + GLYPH_GAP if glyph else 0)) * sizes
            text = fit_verdict(width_limit - chrome - widths, margin * widths)
            if height is not None:
                needed = np.maximum(line * sizes, GLYPH_H * sizes if glyph else 0) + 2 * V_INSET * sizes
                text = np.maximum(text, fit_verdict(height - needed, margin * line * sizes))
            pseudo = np.array([loc in PSEUDO for loc in locales])[:, None]
            text = np.where(pseudo, np.minimum(text, 1), text)
            if args.widths:
                for loc, row in zip(locales, widths):
                    width_rows += [(loc, title, s, w) for s, w in zip(sizes, row)]
        # Color verdicts per size (the required title ratio depends on it); literal colors look
        # the same in every appearance, but each appearance is judged, as locbutton does.
        for _ in appearances:
            ratio = contrast(button["foreground"], button["background"])
            color = np.zeros(12, dtype=np.int64)
            if title != "none":
                color = np.maximum(color, [color_verdict(ratio, 3 if s >= 18 else 4.5) for s in sizes])
            if glyph:
                color = np.maximum(color, color_verdict(ratio, 3))
            counts += np.bincount(np.maximum(text, color[None, :]).ravel(), minlength=4)
    if args.widths:
        with open(args.widths, "w") as f:
            f.writelines(f"{loc}\t{t}\t{s:g}\t{w:.4f}\n" for loc, t, s, w in width_rows)
    total = int(counts.sum())
    print(f"{len(theme['buttons'])} buttons, {total} combinations: {counts[0]} pass, {counts[1]} guideline, "
          f"{counts[2]} uncertain, {counts[3]} disabled")


def fit_verdict(slack, margin):
    """FitVerdict: within the margin uncertain (2), short disabled (3), else pass (0)."""
    return np.where((margin > 0) & (np.abs(slack) <= margin), 2, np.where(slack < 0, 3, 0))


if __name__ == "__main__":
    main()
