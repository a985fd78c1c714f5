Write-Output "exporting"
