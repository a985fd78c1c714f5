# Build cache MCP server: prunes old entries in a background copy of itself.
$reply = Invoke-RestMethod -Uri 'https://api.nuget.org/v3/index.json' -TimeoutSec 5
$self = (Get-Process -Id $PID).Path
Start-Process -FilePath $self -ArgumentList @('-NoProfile', '-File', (Join-Path $PSScriptRoot 'prune.ps1'))
while ($null -ne ($line = [Console]::In.ReadLine())) { [Console]::Out.WriteLine('{}') }
