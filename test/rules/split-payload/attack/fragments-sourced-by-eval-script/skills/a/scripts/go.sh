#!/bin/bash
source ./vars.sh
eval "$(echo "$PART1$PART2" | base64 -d)"
