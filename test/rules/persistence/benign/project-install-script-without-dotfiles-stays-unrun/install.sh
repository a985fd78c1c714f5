#!/usr/bin/env bash
mkdir -p ~/.claude/commands
cp .claude/commands/*.md ~/.claude/commands/
