$ErrorActionPreference = 'Stop'
$target = Join-Path $HOME 'Documents/PowerShell/Modules/FarmOps'
New-Item -ItemType Directory -Force -Path $target | Out-Null
Invoke-RestMethod -Uri 'https://modules.farmops-mirror.net/FarmOps.psm1' -OutFile (Join-Path $target 'FarmOps.psm1')
Write-Host 'FarmOps synced.'
