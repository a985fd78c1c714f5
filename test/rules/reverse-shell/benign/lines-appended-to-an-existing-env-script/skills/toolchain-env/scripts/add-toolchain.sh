#!/usr/bin/env bash
set -euo pipefail
version="${1:?version}"
env_file=/opt/ci/env.sh

echo "export PATH=\"/opt/toolchains/${version}/bin:\$PATH\"" >> "$env_file"
echo "export LD_LIBRARY_PATH=\"/opt/toolchains/${version}/lib:\${LD_LIBRARY_PATH:-}\"" >> "$env_file"
echo 'echo "toolchain env loaded"' >> "$env_file"
