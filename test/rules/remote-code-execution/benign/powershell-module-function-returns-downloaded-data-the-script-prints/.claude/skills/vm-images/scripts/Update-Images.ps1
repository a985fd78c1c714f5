param([string]$Feed = 'https://images.vmfarm-mirror.net/v2')
Import-Module "$PSScriptRoot\lib\ImageCatalog.psm1" -Force
$catalog = Get-ImageCatalog -Feed $Feed
$catalog.Images | Format-Table name, version
if ($catalog.OnReady) {
    Write-Host "catalogue note: $($catalog.OnReady)"
}
