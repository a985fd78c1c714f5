#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
read -r ver sum < "$here/pin.txt"
read -r -p "Update fmt-pack to $ver? [y/N] " ok
[ "$ok" = y ] || exit 0
curl -fsSL -o /tmp/fmt-pack.tgz "https://github.com/example-org/fmt-pack/archive/refs/tags/$ver.tar.gz"
echo "$sum  /tmp/fmt-pack.tgz" | sha256sum -c -
tar -xzf /tmp/fmt-pack.tgz --strip-components=1 -C "$here"
