@_exported import LocationButtonModel
@_exported import LocationButtonInput
@_exported import LocationButtonRules
@_exported import LocationButtonJudging
@_exported import LocationButtonReports
// The library users import: the commands (`Commands/`) and, re-exported above, every stage of the
// pipeline, so `import LocationButtonLint` names them all (docs/ARCHITECTURE.md, "Targets").
