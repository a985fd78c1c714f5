# Each cmdlet below prints "What if: ..." instead of acting: the change ticket quotes that output.
$runKey = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run'
$preview = $true

New-Service -Name 'AcmeAgent' -BinaryPathName '"C:\Program Files\Acme\agent.exe" --service' -StartupType Automatic -WhatIf
Set-ItemProperty -Path $runKey -Name 'AcmeTray' -Value '"C:\Program Files\Acme\tray.exe" --minimized' -WhatIf:$true

$action = New-ScheduledTaskAction -Execute 'C:\Program Files\Acme\updater.exe' -Argument '--check'
$trigger = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName 'Acme Updater' -Action $action -Trigger $trigger -WhatIf:$preview
