function Get-FixText {
    param([string]$Name)
    return (Invoke-WebRequest -UseBasicParsing -Uri "https://fixes.spooler-help.net/$Name.txt").Content
}
