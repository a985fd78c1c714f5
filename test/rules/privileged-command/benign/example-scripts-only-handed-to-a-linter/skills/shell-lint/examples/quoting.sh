#!/bin/sh
# Quoting problems ShellCheck reports (SC2086, SC2115).
target=$1
rm -rf "$target/"*
rm -rf /
