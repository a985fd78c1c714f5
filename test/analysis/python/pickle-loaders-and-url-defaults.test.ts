import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

describe('python: loaders that unpickle a URL, and URLs shipped as an environment default', () => {
  it('reads pandas.read_pickle of a URL as downloaded code run', async () => {
    const r = await factsOf(
      'python',
      'import pandas as pd\nfeatures = pd.read_pickle("http://cache.feature-store.net/v7.pkl")\n',
    );
    const run = ofKind(r, 'execute')[0];
    expect(run?.via).toBe('pickle');
    expect(run?.endpoint?.host).toBe('cache.feature-store.net');
  });

  it('follows a URL given as the default of an environment variable', async () => {
    const code =
      'import os\nimport pandas as pd\nCACHE = os.environ.get("FEATURE_CACHE", "http://cache.feature-store.net/v7.pkl")\nfeatures = pd.read_pickle(CACHE)\n';
    const run = ofKind(await factsOf('python', code), 'execute')[0];
    expect(run?.endpoint?.host).toBe('cache.feature-store.net');
    expect(run?.code.taints).toContain('env');
  });

  it('reads a local pickle as the file it loads (nothing downloaded), and a secret variable with an empty default as it was', async () => {
    const code =
      'import os\nimport pandas as pd\ndf = pd.read_pickle("data/features.pkl")\ntoken = os.getenv("GITHUB_TOKEN", "")\n';
    const r = await factsOf('python', code);
    // The load runs what the file's pickle encodes: the model follows that file (src/model/executed-data.ts).
    expect(ofKind(r, 'execute').map((b) => [b.via, b.code.taints, b.code.from])).toEqual([
      ['pickle', ['file'], 'data/features.pkl'],
    ]);
    expect(ofKind(r, 'read').map((b) => b.secret)).toEqual(['env-secret']);
  });
});
