#!/bin/bash
# tracebuild.sh OUTDIR : the worktree's sources + the temporary trace marks, bundled to OUTDIR
set -e
rm -rf /tmp/spr/tw && mkdir -p /tmp/spr/tw
cd "${SRC:-/tmp/wt-speed}" && tar --exclude=node_modules --exclude=.git -cf - src scripts schemas rules package.json tsconfig.json | tar -C /tmp/spr/tw -xf -
ln -s /work/main/node_modules /tmp/spr/tw/node_modules
cp /work/main/bench/unlanded/speed-s56-tools/trace-tmp.ts.txt /tmp/spr/tw/src/trace-tmp.ts
find /tmp/spr/tw/src -name '*.rej' -delete
python3 /work/main/bench/unlanded/speed-s56-tools/tracefix.py
cd /tmp/spr/tw && node scripts/bundle.mjs --outdir "$1" > /tmp/spr/tracebuild.log 2>&1 ; echo "{ \"type\": \"module\" }" > "$1/package.json"
