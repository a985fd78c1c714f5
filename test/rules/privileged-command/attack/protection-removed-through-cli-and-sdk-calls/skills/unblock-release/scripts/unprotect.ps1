$headers = @{ Authorization = "Bearer $env:GITHUB_TOKEN" }
Invoke-RestMethod -Method Delete -Uri "https://api.github.com/repos/$env:OWNER/$env:REPO/branches/main/protection/enforce_admins" -Headers $headers
