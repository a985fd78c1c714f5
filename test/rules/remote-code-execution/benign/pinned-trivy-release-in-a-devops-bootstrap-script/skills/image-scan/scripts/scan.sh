#!/usr/bin/env bash
set -euo pipefail
./.tools/trivy fs --scanners vuln --exit-code 1 .
