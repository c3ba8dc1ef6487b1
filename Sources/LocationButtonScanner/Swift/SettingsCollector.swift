import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
import SwiftSyntax

/// Collects one button's settings while the scanner walks from the button outwards, so the
/// first value met for a key is the one closest to the button — the one SwiftUI's environment
/// and UIKit's last assignment… (see `UIKitButtonReader`) make effective. Opacity, scale and
/// rotation compose instead.
package struct SettingsCollector {
    package let context: SourceFileContext
    package private(set) var settings: [String: ScannedSetting] = [:]
    package private(set) var unresolved: [UnresolvedSetting] = []
    package private(set) var notes: [ScannerNote] = []
    /// Keys an unresolved expression already claimed: an outer value must not replace it.
    private var claimed: Set<String> = []

    package init(context: SourceFileContext) { self.context = context }

    package func has(_ key: String) -> Bool { settings[key] != nil || claimed.contains(key) }

    /// Marks `key` as decided without a value of its own (one `.font` decides both `fontSize`
    /// and `textStyle`; a later, outer `.font` must change neither).
    package mutating func claim(_ key: String) { claimed.insert(key) }

    /// Sets `key` whatever was there: a label style hides the title or glyph however they were set.
    package mutating func override(_ key: String, with value: ScannedValue, from setting: ScannedSetting) {
        settings[key] = ScannedSetting(value, at: setting.location, expression: setting.expression)
        unresolved.removeAll { $0.key == key }
    }

    /// Removes a working key that is no theme key.
    package mutating func remove(_ key: String) -> ScannedSetting? { settings.removeValue(forKey: key) }

    /// Renames the key of unresolved settings.
    package mutating func renameUnresolved(_ key: String, to newKey: String) {
        for index in unresolved.indices where unresolved[index].key == key { unresolved[index].key = newKey }
    }

    /// Sets `key` unless something closer to the button already did.
    package mutating func set(_ key: String, _ value: ScannedValue, at node: some SyntaxProtocol) {
        guard !has(key) else { return }
        let site = context.site(of: node)
        settings[key] = ScannedSetting(value, at: site.location, expression: site.text)
    }

    /// Sets `key` at a location already worked out (a value combined from two settings).
    package mutating func set(_ key: String, _ value: ScannedValue, at location: SourceLocation, expression: String) {
        guard !has(key) else { return }
        settings[key] = ScannedSetting(value, at: location, expression: expression)
    }

    /// Records that `key` is set by something unknown, unless a closer value is already known.
    package mutating func unresolved(_ key: String?, _ expr: some SyntaxProtocol, reason: String, upperBound: Double? = nil,
                                fixedTexts: [FixedWidthText] = []) {
        if let key {
            guard !has(key) else { return }
            claimed.insert(key)
        }
        let site = context.site(of: expr)
        unresolved.append(UnresolvedSetting(key: key, expression: site.text, at: site.location, reason: reason,
                                            upperBound: upperBound, fixedTexts: fixedTexts))
    }

    /// Sets `key` from a reading of `expr`, or records why it cannot.
    package mutating func set(_ key: String, _ resolution: Resolution<ScannedValue>, at node: some SyntaxProtocol,
                      expr: some SyntaxProtocol) {
        switch resolution {
        case .value(let value): set(key, value, at: node)
        case .unresolved(let reason): unresolved(key, expr, reason: reason)
        }
    }

    /// Multiplies a factor into `key` (opacity, scale), keeping the location of the factor that
    /// moves it furthest from 1, which is the one to change first.
    package mutating func multiply(_ key: String, by factor: Double, at node: some SyntaxProtocol) {
        let (location, text) = context.site(of: node)
        guard let current = settings[key], case .number(let product) = current.value else {
            settings[key] = ScannedSetting(.number(factor), at: location, expression: text)
            return
        }
        let strongest = abs(log(factor)) > abs(log(product)) ? (location, text) : (current.location, current.expression)
        settings[key] = ScannedSetting(.number(product * factor), at: strongest.0, expression: strongest.1)
    }

    /// Adds degrees of rotation. Whole turns are no rotation (`.degrees(720)` draws the button as
    /// `.degrees(0)` does), so the total is kept within one turn: real code is never refused by the
    /// ±360° bound that a theme's `rotation` key has.
    package mutating func rotate(by degrees: Double, at node: some SyntaxProtocol) {
        let previous: Double
        if case .number(let value)? = settings["rotation"]?.value { previous = value } else { previous = 0 }
        let site = context.site(of: node)
        let total = (previous + degrees).truncatingRemainder(dividingBy: 360)
        settings["rotation"] = ScannedSetting(.number(total), at: site.location, expression: site.text)
    }

    /// How `node` reads in a message (a modifier without the chain before it).
    package func text(of node: some SyntaxProtocol) -> String { context.site(of: node).text }

    package mutating func note(_ message: String, at node: some SyntaxProtocol) {
        notes.append(ScannerNote(message, at: context.site(of: node).location))
    }

    /// A color for `key` read with `colors`.
    package mutating func setColor(_ key: String, _ expr: ExprSyntax, as api: ColorExpression.API, at node: some SyntaxProtocol) {
        switch context.colors.read(expr, as: api) {
        case .value(let color):
            set(key, .text(color.themeString), at: node)
        case .unresolved(let reason):
            unresolved(key, expr, reason: reason)
        }
    }
}

import Foundation
