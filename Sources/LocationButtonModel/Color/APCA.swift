import Foundation

/// APCA-W3 lightness contrast Lc, version 0.1.9 constants (Andrew Somers, Myndex; published in the
/// `apca-w3` package, https://github.com/Myndex/apca-w3, W3C license). Reported for information
/// only: WCAG 2.x stays the pass/fail measure. Positive Lc: dark text on light; negative: light on dark.
public enum APCA {
    package static let mainTRC = 2.4
    package static let coefficients = SIMD3<Double>(0.2126729, 0.7151522, 0.0721750)
    package static let normBG = 0.56, normTXT = 0.57, revTXT = 0.62, revBG = 0.65
    package static let blackThreshold = 0.022, blackClamp = 1.414
    package static let scaleBoW = 1.14, scaleWoB = 1.14
    package static let loBoWOffset = 0.027, loWoBOffset = 0.027
    package static let deltaYMin = 0.0005, loClip = 0.1

    /// APCA's screen luminance Y: a plain 2.4 power per channel (not the piecewise sRGB curve),
    /// sign-preserving for extended components.
    public static func screenLuminance(_ c: Color) -> Double {
        func lin(_ v: Double) -> Double { v < 0 ? -pow(-v, mainTRC) : pow(v, mainTRC) }
        return coefficients.x * lin(c.red) + coefficients.y * lin(c.green) + coefficients.z * lin(c.blue)
    }

    /// Lc of opaque `text` on opaque `background` (composite first).
    public static func lightnessContrast(text: Color, background: Color) -> Double {
        func clampBlack(_ y: Double) -> Double {
            let y = max(y, 0)
            return y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
        }
        let txt = clampBlack(screenLuminance(text))
        let bg = clampBlack(screenLuminance(background))
        guard abs(bg - txt) >= deltaYMin else { return 0 }
        let output: Double
        if bg > txt {
            let sapc = (pow(bg, normBG) - pow(txt, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWOffset
        } else {
            let sapc = (pow(bg, revBG) - pow(txt, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBOffset
        }
        return output * 100
    }
}
