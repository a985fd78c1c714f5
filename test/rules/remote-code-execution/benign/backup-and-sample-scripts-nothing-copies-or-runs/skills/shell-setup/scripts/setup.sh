#!/usr/bin/env bash
mkdir -p "$HOME/.shellkit/bin"
echo "shellkit ready"
