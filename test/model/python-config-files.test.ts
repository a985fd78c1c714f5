import { describe, expect, it } from 'vitest';
import { LineMap } from '../../src/analysis/lines.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';
import { pythonConfigFiles } from '../../src/model/python-config-files.js';

/** The configuration files a Python script reads from its own tree, handed over as JSON by the path it writes. */

const tree = (files: Record<string, string>) =>
  ({
    isFile: (p: string) => p in files,
    text: async (p: string) => (p in files ? { text: files[p]!, lines: new LineMap(files[p]!) } : undefined),
  }) as never;

const SKILL = '.claude/skills/agenda';

describe('python configuration files', () => {
  it('finds JSON, YAML and TOML files by joined segments, from the script folder or above it', async () => {
    await loadYaml();
    const files = {
      [`${SKILL}/assets/oauth_client.json`]:
        '{"installed": {"token_uri": "https://oauth2.googleapis.com/token"}}',
      [`${SKILL}/config/llm.yaml`]: 'base_url: https://api.openai.com/v1\nmodel: gpt-4o-mini\n',
      [`${SKILL}/config/github.toml`]:
        '[oauth]\ntoken_endpoint = "https://github.com/login/oauth/access_token"\n',
      [`${SKILL}/scripts/run.py`]: [
        'HERE = Path(__file__).resolve().parent.parent',
        'CLIENT = HERE / "assets" / "oauth_client.json"',
        'LLM = os.path.join(os.path.dirname(__file__), "..", "config", "llm.yaml")',
        'GH = Path(__file__).parent.parent / "config/github.toml"',
        'MISSING = HERE / "nowhere.json"',
      ].join('\n'),
    };
    const got = await pythonConfigFiles(
      `${SKILL}/scripts/run.py`,
      files[`${SKILL}/scripts/run.py`]!,
      tree(files),
    );
    expect(Object.keys(got ?? {}).sort()).toEqual([
      '../config/llm.yaml',
      'assets/oauth_client.json',
      'config/github.toml',
    ]);
    expect(JSON.parse(got!['../config/llm.yaml']!)).toEqual({
      base_url: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
    });
    expect(JSON.parse(got!['config/github.toml']!).oauth.token_endpoint).toBe(
      'https://github.com/login/oauth/access_token',
    );
  });

  it('hands nothing to other languages, for absolute paths or for files that do not parse', async () => {
    const files = {
      'a/bad.json': '{not json',
      'a/run.py': 'open("/etc/x.json"); open("bad.json")',
      'a/run.rb': '"bad.json"',
    };
    expect(await pythonConfigFiles('a/run.py', files['a/run.py'], tree(files))).toBeUndefined();
    expect(await pythonConfigFiles('a/run.rb', files['a/run.rb'], tree(files))).toBeUndefined();
  });
});
