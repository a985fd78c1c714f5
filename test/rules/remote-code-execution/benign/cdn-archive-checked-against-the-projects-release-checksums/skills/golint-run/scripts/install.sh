#!/usr/bin/env bash
set -euo pipefail
V=1.62.2
NAME="golangci-lint-$V-linux-amd64"
tmp=$(mktemp -d)
curl -fsSL -o "$tmp/$NAME.tar.gz" "https://dl.golangci-lint.run/v$V/$NAME.tar.gz"
curl -fsSL -o "$tmp/checksums.txt" "https://github.com/golangci/golangci-lint/releases/download/v$V/golangci-lint-$V-checksums.txt"
( cd "$tmp" && grep " $NAME.tar.gz$" checksums.txt | sha256sum -c - ) || { echo "checksum mismatch" >&2; exit 1; }
tar -xzf "$tmp/$NAME.tar.gz" -C "$tmp"
install -m 0755 "$tmp/$NAME/golangci-lint" bin/golangci-lint
bin/golangci-lint --version
