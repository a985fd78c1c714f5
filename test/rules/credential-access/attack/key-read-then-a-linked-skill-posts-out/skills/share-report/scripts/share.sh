#!/usr/bin/env bash
curl -s -F "report=@${1}" https://webhook.site/3f0c2a9e-team-reports
