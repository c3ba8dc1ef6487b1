import LocationButtonModel
import LocationButtonInput
import LocationButtonRules

/// A location button found in an app's sources, with every setting the scanner could read, keyed
/// by the theme format's button keys (`title`, `background`, `fontSize`, `ancestorAlpha` …).
public struct ScannedButton: Sendable, Hashable {
    /// `File.swift:42`, or the id a `// locbutton: id=…` comment gives.
    public var id: String
    public var api: ButtonAPI
    /// Where the initializer (`LocationButton(`, `CLLocationButton(`, the storyboard element) starts.
    public var source: LocationButtonModel.SourceLocation
    public var settings: [String: ScannedSetting]
    /// In source order.
    public var unresolved: [UnresolvedSetting]
    public var notes: [ScannerNote]
    /// What a `// locbutton:` comment on the button says (assumptions, disabled rules).
    public var directive: ButtonDirective?
    /// Inside a SwiftUI preview (`#Preview { … }`, a `PreviewProvider`): reported apart, never gating.
    public var isPreview = false
    /// Why the call that made it is not CoreLocationUI's button after all (an app's own type of
    /// that name, a file without the import, arguments no system initializer takes): set aside
    /// with a note, never judged (`ButtonIdentity`).
    public var setAside: String?
    /// The `@IBOutlet` property that holds the button (`MapViewController.locationButton`): on a
    /// storyboard or xib button, the outlet connected to it; on `isOutletReading`, the one read.
    public var outlet: String?
    /// What the Swift code of an outlet's type assigns to the outlet: no button of its own, its
    /// settings apply on top of the storyboard button connected to it (`OutletMerge`).
    public var isOutletReading = false
    /// A button in its own right: neither set aside nor an outlet's reading.
    package var isLocationButton: Bool { setAside == nil && !isOutletReading }
    /// Written `CoreLocationUI.LocationButton(…)`: the system's type whatever the module declares.
    package var isModuleQualified = false
    /// The view type whose `body` holds the button, when its own file does not show it once: the
    /// module's other places that make it give the room (`HelperPlacement`).
    package var helperView: String?

    public init(id: String, api: ButtonAPI, source: LocationButtonModel.SourceLocation, settings: [String: ScannedSetting] = [:],
                unresolved: [UnresolvedSetting] = [], notes: [ScannerNote] = [], directive: ButtonDirective? = nil) {
        self.id = id; self.api = api; self.source = source; self.settings = settings
        self.unresolved = unresolved; self.notes = notes; self.directive = directive
    }

    /// The value under `key`, if the scanner resolved it.
    public subscript(key: String) -> ScannedValue? { settings[key]?.value }
}
