# Prints the team notices that are still current.
$data = Get-Content -Path (Join-Path $PSScriptRoot 'notices.json') -Raw | ConvertFrom-Json
Write-Output "Team notices:"
foreach ($n in $data.notices) {
  if ($n.expires -gt (Get-Date).ToString('yyyy-MM-dd')) {
    Write-Output "- $($n.body)"
  }
}
