import Foundation

/// The HTML report's style, made to apply only inside the element the studio places the report's
/// section in: every selector gets that element's selector in front, and the report's page-wide
/// rules (`:root`, `html`, `body`) become rules of that element, so none reaches the studio's own
/// controls (docs/studio.md, "The page").
enum StudioCSS {
    /// `css` (plain rules `selectors{declarations}`, no at-rules: what `HTMLReporter` writes) with
    /// each selector under `scope`.
    static func scoped(_ css: String, under scope: String) -> String {
        var out = "", selectors = "", index = css.startIndex
        while index < css.endIndex {
            let character = css[index]
            if character == "{", let close = css[index...].firstIndex(of: "}") {
                out += scopedSelectors(selectors, under: scope) + css[index...close]
                selectors = ""
                index = css.index(after: close)
                continue
            }
            selectors.append(character)
            index = css.index(after: index)
        }
        return out + selectors
    }

    /// One rule's selector list, each selector under `scope` (commas inside `()` or `[]` belong
    /// to their selector).
    private static func scopedSelectors(_ list: String, under scope: String) -> String {
        let leading = list.prefix { $0.isWhitespace }
        var parts: [String] = [], current = "", depth = 0
        for character in list.dropFirst(leading.count) {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current); current = ""; continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return leading + parts.map { part in
            let selector = part.trimmingCharacters(in: .whitespacesAndNewlines)
            return [":root", "html", "body"].contains(selector) ? scope : scope + " " + selector
        }.joined(separator: ",")
    }
}
