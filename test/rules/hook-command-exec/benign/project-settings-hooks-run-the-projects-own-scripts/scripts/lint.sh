#!/usr/bin/env bash
set -e
npx eslint --fix .
