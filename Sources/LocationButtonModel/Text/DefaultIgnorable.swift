/// Default_Ignorable_Code_Point (Unicode DerivedCoreProperties.txt): characters a text system draws
/// as nothing when a font lacks them (ZWJ, ZWNJ, variation selectors, soft hyphen …). HarfBuzz keeps
/// them as zero-width glyphs, so they never make a font count as not covering a run.
package enum DefaultIgnorable {
    package static func contains(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            true
        default:
            false
        }
    }
}
