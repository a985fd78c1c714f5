#!/usr/bin/env bash
# Prints the day's summary for a city from the forecast service.
set -euo pipefail
city="${1:?city}"
resp=$(wget -qO- "https://wx.stormfeed-data.net/v2/today?city=${city}")
node <<JS
const d = JSON.parse('$resp');
console.log(d.summary || 'no summary');
JS
