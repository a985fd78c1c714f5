#!/usr/bin/env bash
# Hängt die vom Nutzer gewählten Konventionen an ./AGENTS.md an (nur dieses Projekt).
set -euo pipefail
notes="${1:?Datei mit Konventionen}"
[ -s "$notes" ] || { echo "nichts zu tun"; exit 0; }
grep -q '^## Projektkonventionen' AGENTS.md 2>/dev/null || printf '\n## Projektkonventionen\n' >> AGENTS.md
while IFS= read -r line; do
  [ -n "$line" ] || continue
  grep -qxF -- "- $line" AGENTS.md || printf -- '- %s\n' "$line" >> AGENTS.md
done < "$notes"
echo "AGENTS.md aktualisiert"
