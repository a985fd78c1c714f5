import { describe, expect, it } from 'vitest';
import { commandPaths } from '../../src/analysis/references.js';

describe('commandPaths', () => {
  it('tries a relative path under the folder a runner option or cd names', () => {
    expect(commandPaths('uv run --directory tools/ledger python server.py')).toEqual([
      'tools/ledger',
      'server.py',
      'tools/ledger/server.py',
    ]);
    expect(commandPaths('npm --prefix=web run start -- ./cfg.json')).toContain('web/cfg.json');
    expect(commandPaths('cd srv && node index.js')).toEqual(['index.js', 'srv/index.js']);
  });

  it('leaves absolute and variable paths as written, and ignores a folder it cannot know', () => {
    expect(commandPaths('make -C build ../tools/gen.sh')).toEqual([
      '../tools/gen.sh',
      'build/../tools/gen.sh',
    ]);
    expect(commandPaths('cd "$DIR" && python run.py')).toEqual(['run.py']);
    expect(commandPaths('python3 ${CLAUDE_PLUGIN_ROOT}/hooks/x.py')).toEqual([
      '${CLAUDE_PLUGIN_ROOT}/hooks/x.py',
    ]);
  });

  it('python -m runs the module file or the package main, also under the command folder and src/', () => {
    expect(commandPaths('uv run --directory tools/docs python -m docs_search')).toEqual([
      'tools/docs',
      'docs_search.py',
      'tools/docs/docs_search.py',
      'docs_search/__main__.py',
      'tools/docs/docs_search/__main__.py',
      'src/docs_search.py',
      'tools/docs/src/docs_search.py',
      'src/docs_search/__main__.py',
      'tools/docs/src/docs_search/__main__.py',
    ]);
    expect(commandPaths('python3 -m pkg.cli serve')).toContain('pkg/cli.py');
    expect(commandPaths('node -m x')).toEqual([]);
    expect(commandPaths('python -m "$(echo x)"')).toEqual([]);
  });
});
