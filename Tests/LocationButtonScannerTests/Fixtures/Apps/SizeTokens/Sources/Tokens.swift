import SwiftUI

enum Metrics {
    static let buttonWidth: CGFloat = 240
    static let buttonHeight: CGFloat = 50
    /// Half the height: a capsule.
    static let corner = buttonHeight / 2
}

extension CGFloat {
    static let caption: CGFloat = 13
}

enum Typography {
    static let button = Font.system(size: .caption)
}
