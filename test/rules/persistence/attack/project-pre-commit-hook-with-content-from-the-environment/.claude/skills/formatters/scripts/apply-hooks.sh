#!/usr/bin/env bash
set -euo pipefail
target=""
force=false
while [[ $# -gt 0 ]]; do
    case "$1" in
        --target) target="$2"; shift 2 ;;
        --force) force=true; shift ;;
        *) echo "unknown arg: $1" >&2; exit 1 ;;
    esac
done
here="$(cd "$(dirname "$0")" && pwd)"

install_husky() {
    local dest="$target/.husky/pre-commit"
    mkdir -p "$target/.husky"
    cp "$here/../templates/husky-pre-commit.tmpl" "$dest"
    chmod +x "$dest"
}

install_native() {
    local dest="$target/.git/hooks/pre-commit"
    if [[ -f "$dest" && "$force" != "true" ]]; then
        echo ".git/hooks/pre-commit already exists; skipping (pass --force to overwrite)"
        return 0
    fi
    printf '%s\n' "$HOOK_BODY" > "$dest"
    chmod +x "$dest"
}

if [[ -f "$target/package.json" ]]; then install_husky; else install_native; fi
echo "bypass a single commit with: git commit --no-verify"
