#!/usr/bin/env bash
set -euo pipefail
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_DEFAULT_REGION=us-east-1
L="--endpoint-url http://localhost:4566"
aws $L s3 mb s3://fixtures || true
aws --endpoint-url http://localhost:4566 s3 sync ./test/fixtures s3://fixtures --only-show-errors
mc alias set dev http://127.0.0.1:9000 minio minio123
mc cp --recursive ./test/fixtures/ dev/fixtures/
