"""Makes the two synthetic CoreLocationUI-like frameworks the importer tests read.

Run from this folder:  python3 make_apple_fixtures.py
The keys and non-English texts are invented for the test (marked "(fixture)"); they are not
Apple's strings. The layouts are Apple's: per-language .lproj folders with compiled (binary),
XML or old-style text .strings files, and a single binary .loctable (language -> key -> value).
"""
import os, plistlib

en = {"BUTTON_CURRENT": "Current Location", "BUTTON_SHARE_MY": "Share My Current Location", "CANCEL": "Cancel"}
de = {"BUTTON_CURRENT": "Aktueller Ort (fixture)", "BUTTON_SHARE_MY": "Meinen Standort teilen (fixture)", "CANCEL": "Abbrechen"}
zh = {"BUTTON_CURRENT": "当前位置（fixture）"}


def plist(path, data, fmt):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        plistlib.dump(data, f, fmt=fmt)


def text(path, content):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(content)


plist("AppleLproj.framework/en.lproj/Localizable.strings", en, plistlib.FMT_BINARY)
plist("AppleLproj.framework/de.lproj/Localizable.strings", de, plistlib.FMT_XML)
plist("AppleLproj.framework/zh_CN.lproj/Localizable.strings", zh, plistlib.FMT_BINARY)
text("AppleLproj.framework/fr.lproj/Localizable.strings",
     '/* old-style text .strings */\n"BUTTON_CURRENT" = "Position actuelle (fixture)";\n')
text("AppleLproj.framework/Base.lproj/Localizable.strings", '"BUTTON_CURRENT" = "Ignored base";\n')
plist("AppleLoctable.framework/Localizable.loctable",
      {"en": en, "ja": {"BUTTON_CURRENT": "現在地（fixture）", "BUTTON_SHARE_MY": "現在地を共有（fixture）"},
       "pt_BR": {"BUTTON_CURRENT": "Localização atual (fixture)"}, "LocProvenance": "fixture"},
      plistlib.FMT_BINARY)
