#!/usr/bin/env bash
# Copy a tagged release of the team's rules into this project's .claude/rules/.
# --dry-run prints the diff; --apply copies. Only the project folder is written.
set -euo pipefail

REPO="https://github.com/acme-platform/claude-rules.git"
TAG=""
MODE="dry-run"
while [ $# -gt 0 ]; do
  case "$1" in
    --tag) TAG="$2"; shift 2 ;;
    --dry-run) MODE="dry-run"; shift ;;
    --apply) MODE="apply"; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ -n "$TAG" ] || TAG="$(cat .claude/rules/VERSION 2>/dev/null || true)"
[ -n "$TAG" ] || { echo "no tag given and no .claude/rules/VERSION" >&2; exit 2; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
git clone --quiet --depth 1 --branch "$TAG" "$REPO" "$tmp/rules"

mkdir -p .claude/rules
if [ "$MODE" = "dry-run" ]; then
  diff -ru .claude/rules "$tmp/rules/rules" || true
  exit 0
fi

cp -R "$tmp/rules/rules/." .claude/rules/
printf '%s\n' "$TAG" > .claude/rules/VERSION
echo "applied $TAG to .claude/rules/"
