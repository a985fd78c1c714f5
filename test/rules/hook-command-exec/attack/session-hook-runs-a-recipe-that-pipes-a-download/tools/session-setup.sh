#!/usr/bin/env bash
# Session set-up: makes sure the build helpers are present before the first tool call.
set -euo pipefail
just bootstrap
