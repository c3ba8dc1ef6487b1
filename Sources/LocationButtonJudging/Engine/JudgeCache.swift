import LocationButtonModel
import LocationButtonInput
import LocationButtonRules
/// The speed layer of judging, as one object: every table `ButtonJudge` fills once per key and
/// shares between buttons, slices and threads of one theme's run (the text measurements are
/// `Measurements`). Each holds pure functions of its key (`Memo`), so whether a value comes from
/// here or is made again never changes a result; the domain types (`ColorJudgement`,
/// `TextJudgement`, `ButtonJudgement`) know nothing of it.
package final class JudgeCache: Sendable {
    /// The color math (worst backdrops, translucency limits, suggestions, CoreLocationUI's
    /// contrast rule) per distinct colors.
    package let colorMath = MemoizedColorMath()
    /// Text judgements by profile: buttons that differ only in colors, radius or id share one.
    /// The latest `recentProfiles` only: a judgement's findings are copied into its design's, so
    /// keeping every one doubled a run of thousands of designs that share no layout (and no profile).
    package let textJudgements = Memo<TextProfile, TextJudgement>(limit: JudgeCache.recentProfiles)
    /// Color judgements by profile: buttons that differ only in id, frame or radius share one
    /// (the latest `recentProfiles`, as text judgements).
    package let colorJudgements = Memo<ColorProfile, ColorJudgement>(limit: JudgeCache.recentProfiles)
    /// Whole judgements by design and the button's own findings: buttons that differ only in id
    /// and place share one (`ButtonJudgement`), so per-button work stays constant.
    package let judgements = Memo<JudgementKey, ButtonJudgement>()
    /// The axes by title (the locales that have it).
    package let axes = Memo<Title, ButtonAxes>()
    /// Judgements by design (`PreparedButtons.designs`), made with what every button accepts
    /// (`RunAcceptance.ofDesigns`): a button like an earlier one, in this slice or an earlier one,
    /// skips even its rules and profiles.
    package let designs = Memo<Int, ButtonJudgement>()
    /// Judgements of buttons whose acceptance changes their design's, by design and the findings
    /// accepted (`RunAcceptance.accepted`): a baseline that accepts a design's findings for
    /// each of its buttons judges it twice, not once per button.
    package let placements = Memo<PlacementKey, ButtonJudgement>()

    /// Profiles whose judgement is kept for the next design: far more than a theme of shared
    /// designs has (a hundred or so), so they are made once each whatever the order.
    package static let recentProfiles = 1024

    /// What a whole judgement depends on when nothing can be suppressed.
    package struct JudgementKey: Hashable, Sendable {
        package var color: ColorProfile
        package var text: TextProfile
        package var own: [Finding]
    }

    package struct PlacementKey: Hashable, Sendable {
        package var design: Int
        package var accepted: AcceptedPart
    }

    package init() {}
}
