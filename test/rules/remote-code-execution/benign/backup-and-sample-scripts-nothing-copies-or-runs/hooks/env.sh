#!/usr/bin/env bash
dir="$(cd "$(dirname "$0")/.." && pwd)"
source "$dir/config/env.sh"
