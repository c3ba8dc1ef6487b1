import UIKit

enum Metrics {
    static let big: CGFloat = 30
    static let token: CGFloat = 24
    static let gutter = big / 3
}
