#!/usr/bin/env bash
set -eu
gh gist create --desc "shared from the terminal" "$1"
