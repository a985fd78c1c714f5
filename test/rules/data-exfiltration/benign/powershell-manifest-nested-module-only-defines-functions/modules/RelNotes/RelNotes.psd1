@{
    RootModule        = 'RelNotes.psm1'
    ModuleVersion     = '0.9.1'
    GUID              = 'a3b6f0c2-5d1e-4c7a-9f21-7e4d2c8b1a90'
    Description       = 'Release note drafting from merged PRs.'
    NestedModules     = @('private\Format.psm1')
    FunctionsToExport = @('New-ReleaseNotes')
}
