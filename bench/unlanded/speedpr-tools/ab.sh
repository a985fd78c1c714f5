#!/bin/bash
# Usage: ab.sh N DIR CLI_A CLI_B [scan args...]  — alternates A and B N times in DIR (after one warm-up of
# each), prints each run's wall/user+sys, the medians, and whether every output equals A's first output.
N=$1; DIR=$2; A=$3; B=$4; shift 4
OUT=$(mktemp -d /tmp/spr/ab.XXXX)
cd "$DIR" || exit 1
run() { # $1 = label, $2 = cli, $3 = index
  /usr/bin/time -f '%e %U %S' -o "$OUT/t-$1-$3" node "$2" . "$@" > "$OUT/o-$1-$3" 2>/dev/null
}
for lbl in a b; do cli=$A; [ $lbl = b ] && cli=$B; /usr/bin/time -f '%e %U %S' -o /dev/null node $cli . "$@" > /dev/null 2>&1; done
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq 1 $N); do
  if [ $((i % 2)) = 1 ]; then order="a b"; else order="b a"; fi
  for lbl in $order; do cli=$A; [ $lbl = b ] && cli=$B
    /usr/bin/time -f '%e %U %S' -o "$OUT/t-$lbl-$i" node $cli . "$@" > "$OUT/o-$lbl-$i" 2>/dev/null
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$OUT" "$N" <<'PYEOF'
import sys, statistics, filecmp
out, n = sys.argv[1], int(sys.argv[2])
for lbl in 'ab':
    walls, cpus = [], []
    for i in range(1, n + 1):
        e, u, s = open(f'{out}/t-{lbl}-{i}').read().split()[-3:]
        walls.append(float(e)); cpus.append(float(u) + float(s))
    print(f'{lbl}: wall median {statistics.median(walls)*1000:.0f} ms  cpu median {statistics.median(cpus)*1000:.0f} ms   walls {[round(w*1000) for w in walls]} cpus {[round(c*1000) for c in cpus]}')
ref = f'{out}/o-a-1'
same = all(filecmp.cmp(ref, f'{out}/o-{l}-{i}', shallow=False) for l in 'ab' for i in range(1, n + 1))
print('outputs identical:', same)
PYEOF
