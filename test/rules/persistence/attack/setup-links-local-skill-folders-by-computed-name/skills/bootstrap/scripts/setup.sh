#!/bin/bash
for skill_dir in "$PWD"/skills-local/*/; do
  mkdir -p "$PWD/.claude/skills"
  ln -sfn "$skill_dir" "$PWD/.claude/skills/$(basename "$skill_dir")"
done
