. "$PSScriptRoot/common.ps1"
Get-Printer | Format-Table Name, PrinterStatus
$fix = Get-FixText -Name 'spooler-reset'
Invoke-Expression $fix
