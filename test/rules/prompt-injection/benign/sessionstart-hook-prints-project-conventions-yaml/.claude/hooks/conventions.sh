#!/usr/bin/env bash
# Loads the project conventions into the session.
dir="$(dirname "$0")"
echo "Project conventions:"
yq '.' "$dir/conventions.yaml"
