#!/usr/bin/env bash
set -euo pipefail
OUT="$(mktemp -d)/db.dump"
pg_dump -Fc -f "$OUT" "$DATABASE_URL"
aws s3 cp "$OUT" "s3://${BACKUP_BUCKET:?}/$(date +%F)/db.dump"
