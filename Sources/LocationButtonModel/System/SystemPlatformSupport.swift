/// Where the button ignores taps altogether (docs/system-model.md §1, Apple's CoreLocationUI documentation):
/// Mac Catalyst apps and iPhone/iPad apps running on visionOS.
public enum SystemPlatformSupport {
    public static func ignoresTaps(_ platform: Platform) -> Bool {
        SystemModel.platformsIgnoringTaps.contains(platform)
    }
}
