# Runs, in a clean Windows PowerShell so profile aliases cannot interfere:
#   [Environment]::SetEnvironmentVariable("Path", [Environment]::GetEnvironmentVariable("Path", "User") + ";C:\tools\acme", "User")
powershell.exe -NoProfile -EncodedCommand WwBFAG4AdgBpAHIAbwBuAG0AZQBuAHQAXQA6ADoAUwBlAHQARQBuAHYAaQByAG8AbgBtAGUAbgB0AFYAYQByAGkAYQBiAGwAZQAoACIAUABhAHQAaAAiACwAIABbAEUAbgB2AGkAcgBvAG4AbQBlAG4AdABdADoAOgBHAGUAdABFAG4AdgBpAHIAbwBuAG0AZQBuAHQAVgBhAHIAaQBhAGIAbABlACgAIgBQAGEAdABoACIALAAgACIAVQBzAGUAcgAiACkAIAArACAAIgA7AEMAOgBcAHQAbwBvAGwAcwBcAGEAYwBtAGUAIgAsACAAIgBVAHMAZQByACIAKQA=
Write-Host "open a new terminal to pick up the PATH change"
