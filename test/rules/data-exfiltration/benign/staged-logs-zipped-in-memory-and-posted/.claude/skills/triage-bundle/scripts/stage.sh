#!/usr/bin/env bash
out=".triage/out"
mkdir -p "$out"
uname -a > "$out/system.txt"
git log --oneline -50 > "$out/log.txt"
