#!/usr/bin/env python3
"""Issue 35's memory probes: generates, in OUT (default /tmp/locbutton-hostile-memory),
  catalog-app/   an app with one SwiftUI button and a 60 MB String Catalog (40 languages),
  pbxproj-app/   an app with one SwiftUI button and a 60 MB project.pbxproj,
  plist-app/     an app with one SwiftUI button and a 1 MB Info.plist (its cap) of empty
                 dictionaries, the most objects a property list parser makes of a megabyte,
  baseline.json  a 250 MB baseline in the format --update-baseline writes,
  titles.xcstrings  a 4 MB catalog of titles (--locales's cap), and theme.yaml,
then prints the commands that measure each run's peak memory (docs/hostile-input.md):
  python3 scripts/hostile-memory.py [OUT] [BIN]    # BIN: the locbutton to measure
With --run it also runs them and prints `name  peak-KB  exit-status`.
"""
import json, os, subprocess, sys

MB = 1 << 20
args = [a for a in sys.argv[1:] if a != "--run"]
out = args[0] if args else "/tmp/locbutton-hostile-memory"
binary = args[1] if len(args) > 1 else ".build/debug/locbutton"
VIEW = "import CoreLocationUI\nimport SwiftUI\nlet button = LocationButton(.currentLocation) { }\n"
LANGUAGES = ["en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "pt-BR", "nl", "sv", "da", "fi", "nb",
             "pl", "cs", "sk", "hu", "ro", "hr", "sl", "el", "tr", "ru", "uk", "he", "ar", "hi", "th", "vi", "id",
             "ms", "ca", "fr-CA", "es-MX", "en-GB", "en-AU", "pt-PT", "bg"]


def app(name):
    folder = os.path.join(out, name)
    os.makedirs(os.path.join(folder, "App"), exist_ok=True)
    with open(os.path.join(folder, "App", "V.swift"), "w") as f:
        f.write(VIEW)
    return folder


def catalog(path, size):
    """Entries of 40 localizations each until `size` bytes, written a piece at a time."""
    with open(path, "w") as f:
        f.write('{\n  "sourceLanguage" : "en",\n  "strings" : {\n')
        written, index = 0, 0
        while written < size:
            localizations = ", ".join('"%s" : { "stringUnit" : { "state" : "translated", "value" : "Text %d in %s" } }'
                                      % (language, index, language) for language in LANGUAGES)
            entry = '%s    "key.%d" : { "localizations" : { %s } }\n' % ("," if index else "", index, localizations)
            f.write(entry)
            written += len(entry)
            index += 1
        f.write('  },\n  "version" : "1.0"\n}\n')


def pbxproj(path, size):
    """File references until `size` bytes, then the project object and the root object."""
    with open(path, "w") as f:
        f.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n")
        written, index = 0, 0
        while written < size:
            line = ('\t\t%024X /* File%d.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; '
                    'path = "File%d.swift"; sourceTree = "<group>"; };\n' % (index, index, index))
            f.write(line)
            written += len(line)
            index += 1
        f.write("\t\tAAAAAAAAAAAAAAAAAAAAAAAA /* Project object */ = {\n\t\t\tisa = PBXProject;\n"
                "\t\t\tdevelopmentRegion = en;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t);\n\t\t};\n"
                "\t};\n\trootObject = AAAAAAAAAAAAAAAAAAAAAAAA /* Project object */;\n}\n")


def titles(path, size):
    """The five titles in German, each with device variations until `size` bytes: a valid
    catalog of titles (the variations an iPhone does not show are read and not used)."""
    keys = ["currentLocation", "sendCurrentLocation", "sendMyCurrentLocation", "shareCurrentLocation",
            "shareMyCurrentLocation"]
    unit = '{ "stringUnit" : { "state" : "translated", "value" : "Aktueller Ort" } }'
    cases = (size - 1000) // len(keys) // (len(unit) + 20)
    with open(path, "w") as f:
        f.write('{\n  "sourceLanguage" : "en",\n  "strings" : {\n')
        for index, key in enumerate(keys):
            variations = ", ".join('"case%d" : %s' % (n, unit) for n in range(cases))
            f.write('%s    "%s" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", '
                    '"value" : "Aktueller Ort" }, "variations" : { "device" : { %s } } } } }\n'
                    % ("," if index else "", key, variations))
        f.write('  },\n  "version" : "1.0"\n}\n')
    assert os.path.getsize(path) <= size, os.path.getsize(path)


def baseline(path, size):
    """Entries as `Baseline.serialized` writes them (fingerprints are 16 hex digits)."""
    with open(path, "w") as f:
        f.write('{"findings":[')
        written, index = 0, 0
        while written < size:
            entry = json.dumps({"appearance": "dark", "boldText": False, "button": "Views/LocateView%d.swift:12" % index,
                                "fingerprint": "%016x" % (index * 2654435761 % (1 << 64)), "locale": "de",
                                "name": "contrast", "rule": "LB001"}, separators=(",", ":"))
            f.write(("," if index else "") + entry)
            written += len(entry) + 1
            index += 1
        f.write('],"schemaVersion":1,"tool":"locbutton"}\n')


os.makedirs(out, exist_ok=True)
catalog(os.path.join(app("catalog-app"), "App", "Localizable.xcstrings"), 60 * MB)
project = os.path.join(app("pbxproj-app"), "App.xcodeproj")
os.makedirs(project, exist_ok=True)
pbxproj(os.path.join(project, "project.pbxproj"), 60 * MB)
baseline(os.path.join(out, "baseline.json"), 250 * MB)
titles(os.path.join(out, "titles.xcstrings"), 4 * MB)
with open(os.path.join(app("plist-app"), "App", "Info.plist"), "w") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
            '<key>CFBundleLocalizations</key>\n<array><string>en</string><string>de</string></array>\n')
    f.write("<key>Filler</key>\n<array>")
    while f.tell() < MB - 8000:
        f.write("<dict/>" * 1000)
    f.write("</array>\n</dict>\n</plist>\n")
with open(os.path.join(out, "theme.yaml"), "w") as f:
    f.write('languages: [en]\nbuttons:\n  - id: b\n    glyph: arrowFilled\n    background: "#1E6B3A"\n'
            '    foreground: white\n    width: 44\n    height: 44\n')

big_catalog = os.path.join(out, "catalog-app", "App", "Localizable.xcstrings")
theme = os.path.join(out, "theme.yaml")
runs = [("catalog 60 MB", [binary, "check", os.path.join(out, "catalog-app"), "--format", "json"]),
        ("--languages-from 60 MB", [binary, "check", theme, "--languages-from", big_catalog, "--format", "json"]),
        ("--locales 60 MB", [binary, "check", theme, "--locales", big_catalog, "--format", "json"]),
        ("--locales 4 MB", [binary, "check", theme, "--locales", os.path.join(out, "titles.xcstrings"), "--format", "json"]),
        ("pbxproj 60 MB", [binary, "check", os.path.join(out, "pbxproj-app"), "--format", "json"]),
        ("Info.plist 1 MB", [binary, "check", os.path.join(out, "plist-app"), "--format", "json"]),
        ("baseline 250 MB", [binary, "check", os.path.join(out, "theme.yaml"), "--baseline", os.path.join(out, "baseline.json"),
                             "--format", "json"])]
for name, command in runs:
    line = "/usr/bin/time -f %M " + " ".join(command) + " > /dev/null"
    if "--run" not in sys.argv:
        print(line)
        continue
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    print("%-22s %8s KB  exit %d" % (name, result.stderr.strip().splitlines()[-1], result.returncode))
