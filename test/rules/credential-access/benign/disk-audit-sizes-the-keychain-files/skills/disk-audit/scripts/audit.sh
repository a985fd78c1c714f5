#!/usr/bin/env bash
# Read-only: prints sizes, dates and lock state; never opens an item.
set -u
kc="$HOME/Library/Keychains/login.keychain-db"
du -sh "$HOME/Library"/* 2>/dev/null | sort -rh | head -15
if [ -f "$kc" ]; then
  bytes=$(wc -c < "$kc")
  bytes2=$(wc -c "$kc" | awk '{print $1}')
  kind=$(file -b "$kc")
  changed=$(stat -f '%Sm' -t '%F %T' "$kc")
  echo "login keychain: $bytes bytes ($bytes2), $kind, changed $changed"
  ls -l "$kc"
fi
security list-keychains -d user | sed 's/^ *//' | head -5
security show-keychain-info "$kc" 2>/dev/null && echo "unlocked"
shasum -a 256 "$kc" | cut -c1-16
