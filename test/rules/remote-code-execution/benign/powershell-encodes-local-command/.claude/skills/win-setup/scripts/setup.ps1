$body = "Get-ChildItem -Path '$PWD\tools' | Select-Object Name"
$b64 = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($body))
$run = @{ FilePath = 'pwsh'; ArgumentList = @('-NoProfile', '-EncodedCommand', $b64) }
Start-Process @run -Wait
