#!/bin/bash
source "$(dirname "$0")/deploy-hooks.sh"
run_hooks pre-deploy
rsync -a dist/ deploy@web1:/srv/site/
run_hooks post-deploy
