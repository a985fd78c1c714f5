#!/usr/bin/env bash
set -euo pipefail
stage="$1"
: "${CONFIG_BUCKET:?set CONFIG_BUCKET}"
aws s3 cp .env "s3://$CONFIG_BUCKET/api/$stage/.env" --sse aws:kms
aws ecs update-service --cluster "api-$stage" --service api --force-new-deployment
