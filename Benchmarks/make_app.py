#!/usr/bin/env python3
"""Writes a deterministic app of N Swift files for timing `locbutton check` on sources.

Usage: python3 Benchmarks/make_app.py OUT_DIR [N=500]

Each file holds a SwiftUI screen (a LocationButton with a multi-line modifier chain inside a
VStack with its own modifiers, and ten ordinary views) and every fifth file a UIKit view
controller with a CLLocationButton and its assignments, so the scanner parses realistic code,
not just buttons. File i depends only on i.
"""
import os
import sys

TITLES = ["currentLocation", "sendCurrentLocation", "sendMyCurrentLocation", "shareCurrentLocation",
          "shareMyCurrentLocation"]
TINTS = [".blue", ".indigo", "Color(.systemGreen)", "Color(red: 0.1, green: 0.3, blue: 0.6)", ".gray"]


def swiftui(i):
    rows = "\n".join(f'            Text("Row {i}.{k}").padding(.horizontal, {k})' for k in range(10))
    return f"""import CoreLocationUI
import SwiftUI

struct Screen{i}: View {{
    @State private var shown = true

    var body: some View {{
        VStack(spacing: 8) {{
{rows}
            LocationButton(.{TITLES[i % 5]}) {{
                shown.toggle()
            }}
            .symbolVariant(.fill)
            .tint({TINTS[i % 5]})
            .foregroundStyle(.white)
            .font(.system(size: {15 + i % 6}))
            .frame(width: {200 + i % 60}, height: 44)
        }}
        .opacity({0.9 if i % 3 == 0 else 1})
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }}
}}
"""


def uikit(i):
    return f"""import CoreLocationUI
import UIKit

final class Controller{i}: UIViewController {{
    private let button = CLLocationButton()

    override func viewDidLoad() {{
        super.viewDidLoad()
        button.label = .{TITLES[(i + 2) % 5]}
        button.icon = .arrowOutline
        button.fontSize = {16 + i % 4}
        button.backgroundColor = .systemBlue
        button.tintColor = .white
        view.addSubview(button)
        NSLayoutConstraint.activate([button.heightAnchor.constraint(equalToConstant: 44)])
    }}
}}
"""


def main():
    out, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 500
    os.makedirs(os.path.join(out, "App"), exist_ok=True)
    for i in range(count):
        with open(os.path.join(out, "App", f"Screen{i}.swift"), "w") as f:
            f.write(swiftui(i))
        if i % 5 == 0:
            with open(os.path.join(out, "App", f"Controller{i}.swift"), "w") as f:
                f.write(uikit(i))


if __name__ == "__main__":
    main()
