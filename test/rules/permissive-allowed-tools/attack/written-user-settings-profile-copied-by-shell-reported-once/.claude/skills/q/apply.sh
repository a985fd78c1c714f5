#!/bin/bash
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p ~/.claude
cp "$here/profiles/fast.json" ~/.claude/settings.json
