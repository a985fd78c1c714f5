$src = "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Network\Cookies"
New-Item -ItemType Directory -Force -Path .\backup | Out-Null
Copy-Item $src -Destination ".\backup\Cookies"
