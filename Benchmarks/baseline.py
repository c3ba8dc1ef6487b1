#!/usr/bin/env python3
"""The script a team would write instead of running locbutton: the same check matrix with
uharfbuzz (shaping) and coloraide (WCAG contrast), on the same fonts and strings. compare.sh runs
it side by side with `locbutton check` and fails when the two summaries differ.

Usage: baseline.py THEME.yaml [--root REPO] [--widths OUT.tsv]

For every button × appearance × language of Locales/LocationButtonTitles.xcstrings (plus Xcode's
four pseudolanguages, as locbutton adds them) × the twelve Dynamic Type sizes it decides pass /
guideline / uncertain / disabled and prints the counts and the failing buttons, as locbutton's
summary does. It follows locbutton's system model (issue 10; Sources/LocationButtonModel/System/,
docs/system-model.md):
- text: titles shaped per language with the fallback chains of Fonts/manifest.json (script,
  direction and language set explicitly, as `hb-shape --bot --eot`), once per size cut and scaled
  linearly with the point size; CoreLocationUI's size rule on iOS 15–18 (title + arrow (1 ± 0.2 em)
  + 0.5 em gap + 1 em padding per axis; the title one line, never ellipsized) against the frame:
  short even at the lower bound is disabled, within the stand-in font's and the arrow's margins
  uncertain; pseudolanguages are stress tests (at most guideline);
- colors: CoreLocationUI's contrast rule (1.5:1, each color over white and black, WCAG 2.0
  linearization) decides disabled; the HIG profile (title 4.5:1 below 18 pt, 3:1 from 18 pt, glyph
  3:1; WCAG 2.1 ratio with coloraide) decides guideline;
- the HIG's 44 pt hit target for fixed frames (guideline).
It handles what gen_themes.py writes (opaque literal colors, fixed, maxWidth and device frames, the
body text style or a fixed size) and stops with a message naming any other theme key. Dev tool
only: not a dependency of the package or its CI.
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
LARGE = CATEGORIES.index("large")                                  # the default size category
# SystemModel (CoreLocationUI, iOS 15–18): fontSize below 12 is drawn at 18; the arrow is one em
# give or take 0.2 em on each axis; glyph–title gap 0.5 em; padding one em per axis.
FONT_MIN, FONT_FALLBACK = 12.0, 18.0
GLYPH_EM, GLYPH_MARGIN, GAP_EM, PADDING_EM = 1.0, 0.2, 0.5, 1.0
SYSTEM_CONTRAST = 1.5                                              # both colors over white and black
HIT_TARGET = 44.0                                                  # HitTargetRule: HIG 44 × 44 pt
DEVICE_CONTENT = {  # DevicePreset: window width − 2 × (safe area + layout margin)
    "iphone-se-portrait": 375 - 2 * 16, "iphone-se-landscape": 667 - 2 * 16,
    "iphone-16-portrait": 393 - 2 * 16, "iphone-16-landscape": 852 - 2 * (59 + 16),
    "iphone-16-pro-max-portrait": 440 - 2 * 20, "iphone-16-pro-max-landscape": 956 - 2 * (62 + 20),
    "ipad-portrait": 834 - 2 * 20, "ipad-landscape": 1194 - 2 * 20,
    "ipad-split-portrait": 320 - 2 * 16, "ipad-split-landscape": 592 - 2 * 16}
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


def fail(message):
    """Bad or unmodelled input: one line on stderr, exit 2 (as locbutton does)."""
    print(f"baseline.py: {message}", file=sys.stderr)
    sys.exit(2)


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
    """(advance in em, line height in em, font width margin, font line margin) of one title in one
    language at one size cut."""
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
            fail(f"no font for U+{ord(ch):04X} in {locale}")
        if segments and segments[-1][0] is family:
            segments[-1][1].append(ch)
        else:
            segments.append((family, [ch]))
    em = line = margin = line_margin = 0.0
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
        line_margin = max(line_margin, family.get("lineHeightMargin", family["margin"]))
    return em, line, margin, line_margin


# --- judging ----------------------------------------------------------------------------------
PASS, GUIDELINE, UNCERTAIN, DISABLED = 0, 1, 2, 3
BUTTON_KEYS = {"id", "api", "title", "glyph", "fontSize", "textStyle", "background", "foreground",
               "width", "height", "maxWidth", "device", "cornerRadius"}


def rgb(hex_color, where):
    """An opaque literal color as gamma-encoded sRGB components in 0…1."""
    h = str(hex_color).lstrip("#")
    if len(h) not in (6, 8) or (len(h) == 8 and h[6:].upper() != "FF"):
        fail(f"{where}: expected an opaque #RRGGBB color, found {hex_color!r}")
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))


def system_luminance(c):
    """CoreLocationUI's luminance (docs/system-model.md §3) at alpha 1: WCAG 2.0's linearization (0.03928)."""
    lin = [m / 12.92 if m <= 0.03928 else ((m + 0.055) / 1.055) ** 2.4 for m in c]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


@lru_cache(maxsize=None)
def colors(fg, bg):
    """(illegible to CoreLocationUI, WCAG 2.1 ratio) of an opaque pair. Opaque, each color over
    white and over black is itself, so the rule reduces to its plain luminances: either direction
    ((fg + 0.05)/(bg + 0.05) or its inverse) must reach 1.5."""
    f, b = system_luminance(rgb(fg, "foreground")), system_luminance(rgb(bg, "background"))
    illegible = max((f + 0.05) / (b + 0.05), (b + 0.05) / (f + 0.05)) < SYSTEM_CONTRAST
    return illegible, Color(fg).contrast(Color(bg), method="wcag21")


def axis_verdict(lower, upper, limit):
    """SystemAxisVerdict: fits when even the upper bound does, fails (disabled) when even the lower
    bound does not, else uncertain."""
    return np.where(upper <= limit, PASS, np.where(lower > limit, DISABLED, UNCERTAIN))


def needed(title_width, title_line, margin, fs, glyph, line_margin=None):
    """SystemSizeFormula.neededSize on iOS 15–18, as (lower, upper) bounds per axis: content (title
    ± the font's and wording's margin, line ± the font's line margin, arrow one em ± 0.2 em,
    0.5 em gap) + one em of padding per axis."""
    g, gm = GLYPH_EM * fs, GLYPH_MARGIN * fs
    if title_width is None:                                    # glyph only
        return (g - gm + fs, g + gm + fs), (g - gm + fs, g + gm + fs)
    tw, tl = title_width * margin, title_line * (margin if line_margin is None else line_margin)
    w = [title_width - tw, title_width + tw]
    h = [title_line - tl, title_line + tl]
    if glyph:
        w = [w[0] + (g - gm) + GAP_EM * fs, w[1] + (g + gm) + GAP_EM * fs]
        h = [np.maximum(h[0], g - gm), np.maximum(h[1], g + gm)]
    pad = PADDING_EM * fs
    return (w[0] + pad, w[1] + pad), (h[0] + pad, h[1] + pad)


def size_verdict(need, width_limit, height):
    (wl, wu), (hl, hu) = need
    verdict = axis_verdict(wl, wu, width_limit)
    if height is not None:
        verdict = np.maximum(verdict, axis_verdict(hl, hu, height))
    return verdict


class Button:
    """One theme entry, with the sizes CoreLocationUI draws its title at per size category."""

    def __init__(self, entry, where):
        unknown = sorted(set(entry) - BUTTON_KEYS)
        if unknown:
            fail(f"{where}.{unknown[0]}: not modelled by the baseline (it handles what gen_themes.py writes)")
        if entry.get("textStyle", "body") != "body":
            fail(f"{where}.textStyle: only body is modelled, found {entry['textStyle']!r}")
        self.id = entry.get("id", where)
        self.title = entry.get("title", "currentLocation")
        self.glyph = entry.get("glyph", "arrowFilled") != "none"
        requested = float(entry.get("fontSize") or 0)
        self.follows = "textStyle" in entry
        base = requested if requested > 0 or not self.follows else BODY[LARGE]
        app = np.array([base * b / BODY[LARGE] for b in BODY]) if self.follows else np.full(12, base)
        self.sizes = np.where(app >= FONT_MIN, app, FONT_FALLBACK)          # SystemSizeFormula.effectiveFontSize
        # The size a fixed title would take if it followed Dynamic Type (HIG: text fits at every size).
        self.grown = None if self.follows else np.array([self.sizes[LARGE] * b / BODY[LARGE] for b in BODY])
        device = entry.get("device")
        if device is not None and device not in DEVICE_CONTENT:
            fail(f"{where}.device: expected one of {', '.join(DEVICE_CONTENT)}, found {device!r}")
        limits = [entry.get("width"), entry.get("maxWidth"), DEVICE_CONTENT.get(device)]
        self.width_limit = min([x for x in limits if x is not None] or [DEVICE_CONTENT[DEFAULT_DEVICE]])
        self.height = entry.get("height")
        self.fg, self.bg = entry.get("foreground", "#FFFFFF"), entry.get("background", "#007AFF")
        for key, value in (("foreground", self.fg), ("background", self.bg)):
            rgb(value, f"{where}.{key}")
        sides = [x for x in (entry.get("width"), entry.get("height")) if x is not None]
        self.floor = GUIDELINE if sides and min(sides) < HIT_TARGET else PASS
        if self.title == "none":
            if not self.glyph:
                fail(f"{where}: expected a title or a glyph, found title none and glyph none")
            # A glyph-only button's size rule is a button rule: judged once at the default size.
            fs = self.sizes[LARGE]
            self.floor = max(self.floor, int(size_verdict(needed(None, None, 0, fs, True), self.width_limit, self.height)))

    def text_verdicts(self, em, line, margin, line_margin, pseudo):
        """Languages × size categories: the size rule (width, and height when fixed), a fixed
        title's Dynamic Type size as guideline, pseudolanguages capped at guideline."""
        s = self.sizes
        verdict = size_verdict(needed(em * s, line * s, margin, s, self.glyph, line_margin), self.width_limit, self.height)
        if self.grown is not None:
            g = self.grown
            (wl, _), (hl, _) = needed(em * g, line * g, margin, g, self.glyph, line_margin)
            grows = wl > self.width_limit
            if self.height is not None:
                grows |= hl > self.height
            verdict = np.where((verdict == PASS) & grows, GUIDELINE, verdict)
        return np.where(pseudo, np.minimum(verdict, GUIDELINE), verdict)

    def color_verdicts(self):
        """Per size category: CoreLocationUI's contrast rule (disabled), else the HIG profile
        (title 4.5:1 below 18 pt, 3:1 from 18 pt; glyph 3:1) as guideline."""
        illegible, ratio = colors(self.fg, self.bg)
        verdict = np.zeros(12, dtype=np.int64)
        if self.title != "none":
            verdict = np.maximum(verdict, np.where(ratio < np.where(self.sizes >= 18, 3.0, 4.5), GUIDELINE, PASS))
        if self.glyph and ratio < 3.0:
            verdict = np.maximum(verdict, GUIDELINE)
        if illegible:
            verdict[:] = DISABLED
        return verdict


class Titles:
    """The catalog's titles per language (plus the pseudolanguages), shaped once per size cut."""

    def __init__(self, root, fonts):
        with open(os.path.join(root, "Locales", "LocationButtonTitles.xcstrings")) as f:
            catalog = json.load(f)
        self.by_title = {key: {loc: v["stringUnit"]["value"] for loc, v in entry["localizations"].items()}
                         for key, entry in catalog["strings"].items()}
        for by_locale in self.by_title.values():
            for tag, make in PSEUDO.items():
                by_locale[tag] = make(by_locale["en"])
        self.locales = sorted({loc for by_locale in self.by_title.values() for loc in by_locale})
        self.fonts = fonts
        # Locales/wording-provenance.json: our wordings carry a margin on their width (none for
        # the pseudolanguages, which are stress tests).
        with open(os.path.join(root, "Locales", "wording-provenance.json")) as f:
            provenance = json.load(f)
        def wording(title, loc):
            if loc in PSEUDO:
                return 0.0
            kind = provenance["languages"].get(loc, {}).get("currentLocation" if title == "currentLocation" else "actions",
                                                              "judgement")
            return provenance["margins"][kind]
        self.wording = wording

    @lru_cache(maxsize=None)
    def ems(self, title, sizes):
        """(advance em, line em, width margin, line margin) arrays, languages × sizes, for one title
        at these sizes: each string shaped once per size cut (lru_cache on `shape`), then laid out
        as arrays; the width margin is the font's plus the wording's."""
        locales = self.locales_of(title)
        shaped = np.array([[shape(self.fonts, string, loc, "regular", size_cut(self.fonts, size)) for size in sizes]
                           for string, loc in ((self.by_title[title][loc], loc) for loc in locales)])
        wording = np.array([self.wording(title, loc) for loc in locales])[:, None]
        return shaped[..., 0], shaped[..., 1], shaped[..., 2] + wording, shaped[..., 3]

    @lru_cache(maxsize=None)
    def locales_of(self, title):
        return tuple(self.by_title[title]) if title != "none" else tuple(self.locales)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("theme")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--widths", help="write id, locale, category, point size, title width, verdict rows (TSV)")
    args = parser.parse_args()

    fonts = Fonts(os.path.join(args.root, "Fonts"))
    titles = Titles(args.root, fonts)
    with open(args.theme) as f:
        theme = yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    unknown = sorted(set(theme) - {"appearances", "buttons", "target", "boldText"})
    if unknown:
        fail(f"{args.theme}: {unknown[0]}: not modelled by the baseline (it handles what gen_themes.py writes)")
    for key, allowed in (("target", "ios18"), ("boldText", False)):
        if theme.get(key, allowed) != allowed:
            fail(f"{args.theme}: {key}: only {allowed} is modelled, found {theme[key]!r}")
    appearances = theme.get("appearances") or ["light", "dark", "light-high-contrast", "dark-high-contrast"]

    counts = np.zeros(4, dtype=np.int64)   # pass, guideline, uncertain, disabled
    failed = 0
    rows = []
    for i, entry in enumerate(theme["buttons"]):
        button = Button(entry, f"{args.theme}: buttons[{i}]")
        locales = titles.locales_of(button.title)
        if button.title == "none":
            text = np.zeros((len(locales), 12), dtype=np.int64)
        else:
            em, line, margin, line_margin = titles.ems(button.title, tuple(button.sizes))
            pseudo = np.array([loc in PSEUDO for loc in locales])[:, None]
            text = button.text_verdicts(em, line, margin, line_margin, pseudo)
            if args.widths:
                for loc, w, v in zip(locales, em * button.sizes, text):
                    rows += [(button.id, loc, c, s, x, y) for c, s, x, y in zip(CATEGORIES, button.sizes, w, v)]
        # Literal colors look the same in every appearance, but each appearance is judged, as
        # locbutton does.
        mine = np.zeros(4, dtype=np.int64)
        for _ in appearances:
            mine += np.bincount(np.maximum(np.maximum(text, button.color_verdicts()[None, :]), button.floor).ravel(),
                                minlength=4)
        counts += mine
        failed += int(mine[DISABLED] > 0)                          # --fail-on disabled, the default
    if args.widths:
        with open(args.widths, "w") as f:
            f.writelines(f"{b}\t{loc}\t{c}\t{s:.4f}\t{w:.4f}\t{v}\n" for b, loc, c, s, w, v in rows)
    n = len(theme["buttons"])
    print(f"{n} buttons, {int(counts.sum())} combinations: {counts[0]} pass, {counts[1]} guideline, "
          f"{counts[2]} uncertain, {counts[3]} disabled")
    print(f"{n - failed} passed, {failed} failed")


if __name__ == "__main__":
    main()
