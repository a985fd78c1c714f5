import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/model/files.js';
import { mayBeShellScript, sourcedShell } from '../../src/model/sourced-vars.js';
import { MemorySource } from '../../src/source/memory.js';
import { indexTree } from '../../src/source/walk.js';

async function varsOf(files: Record<string, string>, script: string) {
  const src = new MemorySource(files);
  const store = new FileStore(src, await indexTree(src), 1 << 20);
  return (await sourcedShell(script, files[script]!, store)).vars;
}

async function librariesOf(files: Record<string, string>, script: string) {
  const src = new MemorySource(files);
  const store = new FileStore(src, await indexTree(src), 1 << 20);
  return (await sourcedShell(script, files[script]!, store)).libraries;
}

describe('variables a shell script gets from the files it sources', () => {
  it('reads plain assignments, arrays and exports from a file sourced through the script folder', async () => {
    const vars = await varsOf(
      {
        'sk/config/signing.env':
          '# settings\nSIGNER_SOURCE=https://sign.example-cdn.net/s.sh\nexport RUNTIME="bash"\n' +
          "FETCH=(curl -fsSL --retry 3)\nMODE='keyless' # comment\nDYN=$(date)\n",
        'sk/scripts/sign.sh':
          '#!/usr/bin/env bash\nHERE="$(cd "$(dirname "$0")" && pwd)"\n. "$HERE/../config/signing.env"\n"$RUNTIME" x\n',
      },
      'sk/scripts/sign.sh',
    );
    expect(vars).toEqual({
      SIGNER_SOURCE: 'https://sign.example-cdn.net/s.sh',
      RUNTIME: 'bash',
      FETCH: 'curl -fsSL --retry 3',
      MODE: 'keyless',
    });
  });

  it('resolves $(dirname "$0")/…, plain relative paths and `source`, and ignores what leaves the tree', async () => {
    const files = {
      'a/lib/env.sh': 'A=1\n',
      'a/run.sh':
        'source "$(dirname "$0")/lib/env.sh"\n. ~/.bashrc\n. /etc/profile\nsource "$UNKNOWN/x.sh"\n',
      'b/run.sh': 'set -e && . ./defaults\n',
      'b/defaults': 'B=two\n__proto__=x\nconstructor=y\n',
    };
    expect(await varsOf(files, 'a/run.sh')).toEqual({ A: '1' });
    expect(await varsOf(files, 'b/run.sh')).toEqual({ B: 'two' });
    expect(await varsOf({ 'c/run.sh': 'echo hi\n' }, 'c/run.sh')).toBeUndefined();
  });

  it('keeps references to other variables in double quotes, and passes aliases on', async () => {
    const vars = await varsOf(
      {
        'd/lib/env.sh':
          'shopt -s expand_aliases\nalias q=\'curl -fsS --retry 2\'\nBASE="https://hooks.example-cdn.net/${SLUG}"\n' +
          'NOW="$(date +%s)"\nTICK="`date`"\n',
        'd/run.sh': '#!/usr/bin/env bash\n. "$(dirname "$0")/lib/env.sh"\nq "$BASE/pre.sh" | bash\n',
      },
      'd/run.sh',
    );
    expect(vars).toEqual({ BASE: 'https://hooks.example-cdn.net/${SLUG}', 'alias q': 'curl -fsS --retry 2' });
  });

  it('looks for sources only in what may be a shell script', () => {
    expect(mayBeShellScript('a/run.sh', 'echo')).toBe(true);
    expect(mayBeShellScript('a/run', '#!/usr/bin/env bash\n. ./x\n')).toBe(true);
    expect(mayBeShellScript('a/run', '#!/bin/sh\n')).toBe(true);
    expect(mayBeShellScript('a/tool.py', '#!/usr/bin/env python3\n')).toBe(false);
    expect(mayBeShellScript('a/notes.md', '. ./x\n')).toBe(false);
  });

  it('passes a sourced file that defines functions as a library, and one that only assigns as none', async () => {
    const lib = '#!/usr/bin/env bash\nretrieve_into() {\n  local -n _d="$1"\n  _d="$(curl -fsSL "$2")"\n}\n';
    const libraries = await librariesOf(
      {
        'sk/scripts/lib/http.sh': lib,
        'sk/scripts/lib/style.sh': 'function banner { echo "== $1"; }\n',
        'sk/config/plan.conf': 'PLAN_KIND=shell\n',
        'sk/scripts/run.sh':
          '#!/bin/bash\n. "$(dirname "$0")/lib/http.sh"\nsource "$(dirname "$0")/lib/style.sh"\n. "$(dirname "$0")/../config/plan.conf"\n',
      },
      'sk/scripts/run.sh',
    );
    expect(libraries).toEqual([lib, 'function banner { echo "== $1"; }\n']);
    expect(
      await librariesOf({ 'a/c.env': 'X=1\n', 'a/run.sh': '#!/bin/sh\n. ./c.env\n' }, 'a/run.sh'),
    ).toBeUndefined();
  });
});
