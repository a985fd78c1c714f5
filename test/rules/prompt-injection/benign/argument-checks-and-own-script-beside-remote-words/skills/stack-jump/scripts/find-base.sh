#!/bin/sh
git rev-parse --abbrev-ref origin/HEAD
