#!/bin/bash
# phases.sh N DIR CLI_A CLI_B args… : alternating runs with SKILLSCAN_TIMINGS=1; median CPU and wall per phase.
N=$1; DIR=$2; A=$3; B=$4; shift 4
OUT=$(mktemp -d /tmp/spr/ph.XXXX); cd "$DIR" || exit 1
for i in $(seq 1 $N); do for lbl in a b; do cli=$A; [ $lbl = b ] && cli=$B
  SKILLSCAN_TIMINGS=1 node $cli . "$@" 2> "$OUT/e-$lbl-$i" > /dev/null; done; done
python3 - "$OUT" "$N" <<'PYEOF'
import sys, re, statistics, collections
out, n = sys.argv[1], int(sys.argv[2])
res = {}
for lbl in 'ab':
    d = collections.defaultdict(lambda: ([], []))
    for i in range(1, n+1):
        for line in open(f'{out}/e-{lbl}-{i}'):
            m = re.match(r'skillscan-timing (.*?) cpu_ms=(\d+) wall_ms=(\d+)', line)
            if m: d[m[1]][0].append(int(m[2])); d[m[1]][1].append(int(m[3]))
    res[lbl] = d
for ph in res['a']:
    a, b = res['a'][ph], res['b'].get(ph, ([0], [0]))
    print(f'{ph[:40]:40s} cpu {statistics.median(a[0]):6.0f} -> {statistics.median(b[0]):6.0f}   wall {statistics.median(a[1]):6.0f} -> {statistics.median(b[1]):6.0f}')
PYEOF
