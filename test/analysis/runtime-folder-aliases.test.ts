import { describe, expect, it } from 'vitest';
import { interpreterScriptPaths } from '../../src/analysis/interpreter-scripts.js';
import { extractScriptRefs } from '../../src/analysis/references.js';
import { runtimeFolderAliases, withRuntimeFolder } from '../../src/analysis/runtime-folder-aliases.js';

describe('runtime folder aliases in a document', () => {
  it('reads a variable set to a runtime folder (braced, bare, with a default or a sub-folder)', () => {
    const a = runtimeFolderAliases([
      { content: 'PANEL_HOME="${CLAUDE_PLUGIN_ROOT}"   # plugin root\nOUT="$(mktemp -d)"' },
      { content: 'export NB=$CLAUDE_SKILL_DIR/tools\nlocal R="${CLAUDE_PLUGIN_ROOT:-$(pwd)}"' },
    ]);
    expect([...a]).toEqual([
      ['PANEL_HOME', '${CLAUDE_PLUGIN_ROOT}'],
      ['NB', '${CLAUDE_SKILL_DIR}/tools'],
      ['R', '${CLAUDE_PLUGIN_ROOT}'],
    ]);
  });

  it('rewrites only a leading alias followed by a path', () => {
    const a = new Map([['ROOT', '${CLAUDE_PLUGIN_ROOT}']]);
    expect(withRuntimeFolder('$ROOT/scripts/x.sh', a)).toBe('${CLAUDE_PLUGIN_ROOT}/scripts/x.sh');
    expect(withRuntimeFolder('${ROOT}/scripts/x.sh', a)).toBe('${CLAUDE_PLUGIN_ROOT}/scripts/x.sh');
    expect(withRuntimeFolder('$ROOTS/x.sh', a)).toBe('$ROOTS/x.sh');
    expect(withRuntimeFolder('$HOME/x.sh', a)).toBe('$HOME/x.sh');
    expect(withRuntimeFolder('scripts/x.sh', a)).toBe('scripts/x.sh');
  });

  it('a variable set to anything else is no alias', () => {
    expect(
      runtimeFolderAliases([{ content: 'R="$HOME/.panel"\nS=$(pwd)\necho X=$CLAUDE_PLUGIN_ROOT' }]).size,
    ).toBe(0);
  });
});

describe('scripts run by a quoted path under a variable', () => {
  it('a runtime folder or a variable at a command position names the script', () => {
    expect(
      interpreterScriptPaths('"${CLAUDE_PLUGIN_ROOT}/scripts/review.sh" --mode x').map((p) => p.target),
    ).toEqual(['${CLAUDE_PLUGIN_ROOT}/scripts/review.sh']);
    expect(interpreterScriptPaths('cd x && "$ROOT/bin/run.sh"').map((p) => p.target)).toEqual([
      '$ROOT/bin/run.sh',
    ]);
    expect(interpreterScriptPaths('echo "$ROOT/bin/run.sh"')).toEqual([]);
  });
});

describe('jq expressions are not dot-sourced files', () => {
  it('`. as $f`, `. + …`, `. != null` in a jq program name no file; `. ./lib.sh` does', () => {
    const text =
      "jq -c '.[] | . as $f | $f'\njq '. + {a: 1}'\njq 'select(. != null)'\n. ./lib.sh\n. \"${DIR}/env.sh\"\n";
    expect(extractScriptRefs(text, 'shell').map((r) => r.target)).toEqual(['./lib.sh', '${DIR}/env.sh']);
  });
});
