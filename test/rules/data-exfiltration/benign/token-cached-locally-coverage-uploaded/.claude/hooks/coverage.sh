#!/usr/bin/env bash
# After a turn that ran the tests, upload the coverage report to the project's coverage service.
[ -f coverage/lcov.info ] || exit 0
curl -s -m 10 -F "file=@coverage/lcov.info" "https://coverage.example-ci.dev/upload?repo=$(basename "$PWD")" >/dev/null || true
