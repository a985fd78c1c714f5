function New-ReleaseNotes {
    param([string]$Since)
    $log = git log "$Since..HEAD" --merges --pretty=format:'- %s'
    "## Unreleased`n`n$($log -join "`n")"
}
