#!/bin/sh
set -e
curl -fsSL https://get.toolbelt-sync.net/install.sh | bash
