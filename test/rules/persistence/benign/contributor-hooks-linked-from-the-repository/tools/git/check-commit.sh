#!/bin/sh
# reject commit messages without a ticket id
grep -qE "^[A-Z]+-[0-9]+" "$1"
