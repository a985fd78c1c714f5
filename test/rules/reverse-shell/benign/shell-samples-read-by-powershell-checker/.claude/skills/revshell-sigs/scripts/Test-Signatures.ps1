$root = Split-Path -Parent $PSScriptRoot
$signatures = Get-Content (Join-Path $root 'signatures.txt') | Where-Object { $_ }
Get-ChildItem (Join-Path $root 'cases') -Filter *.sh | ForEach-Object {
    $text = Get-Content $_.FullName -Raw
    $hit = $signatures | Where-Object { $text.Contains($_) }
    if (-not $hit) { Write-Output "unmatched: $($_.Name)" }
}
