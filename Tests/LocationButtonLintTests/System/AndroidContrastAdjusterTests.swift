import Foundation
import Testing
@testable import LocationButtonLint

/// Android's `ensureContrast` against `Fixtures/Android/android_contrast_reference.json`, made by
/// `android_contrast_reference.py` (a separate Python transcription of AOSP's ContrastColorUtil
/// with float32 HSL and exact Java rounding; run it to reproduce the file), and against small
/// examples worked by hand.
@Suite struct AndroidContrastAdjusterTests {
    struct Pair: Decodable {
        var foreground: String, background: String, adjusted: String
        var backgroundIsDark: Bool
        var contrastBefore: Double, contrastAfter: Double
    }
    struct Reference: Decodable { var minimumRatio: Double; var pairs: [Pair] }

    static func reference() throws -> Reference {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Android/android_contrast_reference.json")
        return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }

    static func int(_ hex: String) -> AndroidColorInt { AndroidColorInt(argb: UInt32(hex, radix: 16)!) }

    @Test("adjusted colors match the independent reference exactly") func adjustedColorsMatchTheIndependentReferenceExactly() throws {
        let ref = try Self.reference()
        #expect(ref.pairs.count >= 5)
        var changed = 0
        for p in ref.pairs {
            let fg = Self.int(p.foreground), bg = Self.int(p.background)
            let out = AndroidContrastAdjuster.ensureContrast(fg, background: bg, minimumRatio: ref.minimumRatio)
            #expect(String(format: "%08X", out.argb) == p.adjusted, "\(p.foreground) on \(p.background)")
            #expect(AndroidContrastAdjuster.isColorDark(bg) == p.backgroundIsDark)
            #expect(abs(AndroidColorMath.contrast(fg, bg) - p.contrastBefore) < 1e-6)
            #expect(abs(AndroidColorMath.contrast(out, bg) - p.contrastAfter) < 1e-6)
            if out != fg { changed += 1 }
        }
        #expect(changed >= 5)
    }

    // By hand: #767676 is 118/255 = 0.462745; ((0.462745 + 0.055)/1.055)^2.4 = 0.490754^2.4 = 0.18116
    // > 0.17913, so not dark (darkened); #757575: 0.487037^2.4 = 0.17788 ≤ 0.17913, dark (lightened).
    @Test("dark background limit falls between 117 and 118 gray") func darkBackgroundLimitFallsBetween117And118Gray() {
        #expect(!AndroidContrastAdjuster.isColorDark(AndroidColorInt(red: 118, green: 118, blue: 118)))
        #expect(AndroidContrastAdjuster.isColorDark(AndroidColorInt(red: 117, green: 117, blue: 117)))
    }

    // By hand: 0x80FFFFFF over #007AFF: a = 255 − (0 × 127)/255 = 255; r = 255·255·128/65025 = 128;
    // g = (255·255·128 + 122·255·127)/65025 = 12274170/65025 = 188.76 → 188; b = 255.
    @Test("compositing truncates like java integers") func compositingTruncatesLikeJavaIntegers() {
        let out = AndroidColorMath.composite(AndroidColorInt(argb: 0x80FF_FFFF), over: AndroidColorInt(argb: 0xFF00_7AFF))
        #expect(out.argb == 0xFF80_BCFF)
    }

    // Java's Math.round: nearest, halves toward +∞ (−0.5 → 0, 2.5 → 3).
    @Test("java rounding sends halves up") func javaRoundingSendsHalvesUp() {
        #expect(AndroidColorMath.javaRound(2.5) == 3 && AndroidColorMath.javaRound(-0.5) == 0 && AndroidColorMath.javaRound(-1.5) == -1)
        #expect(AndroidColorMath.javaRound(Float(10.5)) == 11 && AndroidColorMath.javaRound(Float(254.49998)) == 254)
    }

    // By hand: pure red is hue 0, saturation 1, lightness 0.5 and converts back exactly; white's
    // L* is 116 · 1 − 16 = 100 (Y = 100 · (0.2126 + 0.7152 + 0.0722) = 100).
    @Test("hsl and lab known points") func hslAndLabKnownPoints() {
        let red = AndroidColorInt(red: 255, green: 0, blue: 0)
        let hsl = AndroidColorMath.hsl(red)
        #expect(hsl.h == 0 && hsl.s == 1 && hsl.l == 0.5)
        #expect(AndroidColorMath.color(h: hsl.h, s: hsl.s, l: hsl.l) == red)
        #expect(abs(AndroidColorMath.lab(AndroidColorInt(red: 255, green: 255, blue: 255)).l - 100) < 1e-9)
    }
}
