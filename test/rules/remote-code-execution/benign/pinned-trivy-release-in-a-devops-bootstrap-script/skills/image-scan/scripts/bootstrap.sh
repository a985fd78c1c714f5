#!/usr/bin/env bash
# Fetch the Trivy version CI uses into ./.tools (not on the system PATH).
set -euo pipefail
TRIVY_VERSION=0.50.1
mkdir -p .tools
curl -fsSL -o .tools/trivy.tar.gz "https://dl.trivy.dev/trivy/v${TRIVY_VERSION}/trivy_${TRIVY_VERSION}_Linux-64bit.tar.gz"
tar -xzf .tools/trivy.tar.gz -C .tools trivy
./.tools/trivy --version
