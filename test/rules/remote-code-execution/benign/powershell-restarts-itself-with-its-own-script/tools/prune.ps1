# Removes cache entries older than a week.
Get-ChildItem $env:TEMP/build-cache -File | Where-Object LastWriteTime -lt (Get-Date).AddDays(-7) | Remove-Item
