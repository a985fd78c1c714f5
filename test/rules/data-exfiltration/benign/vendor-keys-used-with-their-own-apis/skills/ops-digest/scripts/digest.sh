#!/bin/bash
curl -s https://api.stripe.com/v1/balance -u "$STRIPE_SECRET_KEY:"
curl -s -X POST https://slack.com/api/chat.postMessage -H "Authorization: Bearer $SLACK_BOT_TOKEN" -d channel=C1 -d text=digest
curl -s https://api.linear.app/graphql -H "Authorization: $LINEAR_API_KEY" -d '{"query":"{ viewer { id } }"}'
curl -s -X POST https://api.notion.com/v1/search -H "Authorization: Bearer $NOTION_TOKEN" -H "Notion-Version: 2022-06-28"
curl -s -H "Authorization: Bearer $GH_TOKEN" https://api.github.com/user/issues
curl -s -H "PRIVATE-TOKEN: $GITLAB_TOKEN" https://gitlab.acme-corp.io/api/v4/projects
