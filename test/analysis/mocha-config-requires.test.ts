import { describe, expect, it } from 'vitest';
import { isMoreLaunchConfig, moreConfigRefs } from '../../src/analysis/launch-configs-refs.js';

const targets = (path: string, text: string) => moreConfigRefs(path, text).map((r) => r.target);

describe('launch configs: the modules a .mocharc makes Mocha load before the tests', () => {
  it('reads require as a YAML block list, an inline list, a string, and in JSON', () => {
    expect(isMoreLaunchConfig('harness/.mocharc.yml')).toBe(true);
    expect(
      targets(
        '.mocharc.yml',
        'spec: test/**/*.spec.js\nrequire:\n  - test/setup/stubs.cjs\n  - ./test/setup/env.js\ntimeout: 5000\n',
      ),
    ).toEqual(['test/setup/stubs.cjs', 'test/setup/env.js', 'test/**/*.spec.js']);
    expect(targets('.mocharc.yaml', "require: ['a.js', 'b.js']\n")).toEqual(['a.js', 'b.js']);
    expect(targets('.mocharc.yml', 'require: test/hooks.js\n')).toEqual(['test/hooks.js']);
    expect(targets('.mocharc.json', '{ "require": ["test/root-hooks.mjs"], "spec": "test" }')).toEqual([
      'test/root-hooks.mjs',
      'test/*.{js,cjs,mjs}',
    ]);
  });

  it('reads the spec Mocha loads as tests: a folder its scripts (below it with recursive), a glob as written', () => {
    expect(targets('.mocharc.yml', 'spec: test\nreporter: dot\n')).toEqual(['test/*.{js,cjs,mjs}']);
    expect(targets('.mocharc.yml', 'recursive: true\nspec:\n  - checks\n  - "e2e/*.spec.cjs"\n')).toEqual([
      'checks/**/*.{js,cjs,mjs}',
      'e2e/*.spec.cjs',
    ]);
    expect(targets('.mocharc.json', '{ "spec": ["/abs/x.js", "unit/"], "recursive": true }')).toEqual([
      'unit/**/*.{js,cjs,mjs}',
    ]);
    expect(moreConfigRefs('.mocharc.yml', 'spec: test\n')[0]?.kind).toBe('script-source');
  });

  it('reads nothing from a config without require or spec', () => {
    expect(targets('.mocharc.yml', 'reporter: dot\ntimeout: 2000\n')).toEqual([]);
  });
});
