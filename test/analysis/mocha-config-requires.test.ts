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
    ).toEqual(['test/setup/stubs.cjs', 'test/setup/env.js']);
    expect(targets('.mocharc.yaml', "require: ['a.js', 'b.js']\n")).toEqual(['a.js', 'b.js']);
    expect(targets('.mocharc.yml', 'require: test/hooks.js\n')).toEqual(['test/hooks.js']);
    expect(targets('.mocharc.json', '{ "require": ["test/root-hooks.mjs"], "spec": "test" }')).toEqual([
      'test/root-hooks.mjs',
    ]);
  });

  it('reads nothing from a config without require', () => {
    expect(targets('.mocharc.yml', 'spec: test\nreporter: dot\n')).toEqual([]);
  });
});
