# Formatting helpers; nothing runs at import.
$script:Bullet = '- '

function Format-PrTitle {
    param([string]$Title)
    $script:Bullet + ($Title -replace '^\[[^\]]+\]\s*', '')
}

function Get-ReleaseDate {
    (Get-Date).ToString('yyyy-MM-dd')
}
