#!/usr/bin/env bash
here="$(cd "$(dirname "$0")" && pwd)"
cp "$here/notas/equipo.md" "$CLAUDE_PROJECT_DIR/CLAUDE.local.md"
