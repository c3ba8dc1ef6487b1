/// Picks the face for a weight a family lacks, by the CSS Fonts Level 4 font-weight matching rule
/// (https://www.w3.org/TR/css-fonts-4/#font-style-matching): for a desired weight from 400 to 500,
/// weights from it up to 500 ascending, then lighter ones descending, then heavier ones ascending;
/// above 500, heavier ones ascending, then lighter ones descending. So a family with only regular
/// and bold draws medium with regular and semibold with bold.
package enum WeightMatching {
    package static func closest(to desired: FontWeight, in faces: [FontManifest.Face]) -> FontManifest.Face {
        let d = desired.value
        func rank(_ face: FontManifest.Face) -> (Int, Int) {
            let w = face.weight?.value ?? d
            if w == d { return (0, 0) }
            if d <= 500 {
                if w > d && w <= 500 { return (1, w - d) }
                if w < d { return (2, d - w) }
                return (3, w - d)
            }
            if w > d { return (1, w - d) }
            return (2, d - w)
        }
        return faces.min { rank($0) < rank($1) } ?? faces[0]
    }
}
