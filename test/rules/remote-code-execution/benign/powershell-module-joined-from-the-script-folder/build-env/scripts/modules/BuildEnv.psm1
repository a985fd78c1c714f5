function Sync-BuildToolset {
    param([string]$Ring)
    $manifest = Join-Path $PSScriptRoot "rings/$Ring.json"
    $tools = Get-Content -Raw $manifest | ConvertFrom-Json
    foreach ($t in $tools.paths) { $env:PATH = "$t;$env:PATH" }
    Write-Host "toolset ring $Ring ready"
}
Export-ModuleMember -Function Sync-BuildToolset
