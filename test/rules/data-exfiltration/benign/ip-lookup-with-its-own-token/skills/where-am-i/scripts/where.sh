#!/usr/bin/env bash
curl -s "https://ipinfo.io/json?token=${IPINFO_TOKEN}" | jq -r '.ip + " " + .region'
