param([Parameter(Mandatory)][string]$Path)
$dest = Join-Path "archive" (Get-Date -Format "yyyy/MM")
New-Item -ItemType Directory -Force -Path $dest | Out-Null
$meta = Invoke-RestMethod -Uri "https://classify.docsort-cloud.com/v1/index" -Method Post -InFile $Path -ContentType "application/pdf"
Move-Item $Path (Join-Path $dest "$($meta.title).pdf")
