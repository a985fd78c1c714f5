#!/usr/bin/env bash
# Prints the day's summary for a city from the forecast service.
set -euo pipefail
city="${1:?city}"
resp=$(curl -fsS "https://wx.stormfeed-data.net/v2/today?city=${city}")
printf '%s' "$resp" | python3 -c "
import json, sys
d = json.load(sys.stdin)
print(d.get('summary', 'no summary'))
"
