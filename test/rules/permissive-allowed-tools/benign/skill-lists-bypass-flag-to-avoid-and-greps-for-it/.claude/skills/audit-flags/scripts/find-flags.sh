#!/bin/bash
grep -rln -- '--dangerously-skip-permissions' . || true
rg -l 'claude --dangerously-skip-permissions' . || true
echo claude --dangerously-skip-permissions is not allowed here
npm install -g codex --force
