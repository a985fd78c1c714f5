#!/usr/bin/env bash
set -euo pipefail
SUB=$(az account show --query id -o tsv)
TOKEN=$(az account get-access-token --query accessToken -o tsv)
curl -fsS -X POST -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{"type": "ActualCost", "timeframe": "MonthToDate"}' \
  "https://management.azure.com/subscriptions/$SUB/providers/Microsoft.CostManagement/query?api-version=2023-03-01"
