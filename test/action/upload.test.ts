import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeSarif, uploadSarif } from '../../src/github/upload.js';
import { formatSarif } from '../../src/report/sarif.js';
import { RULE_META } from '../../src/rules/meta.generated.js';
import { TOOL } from '../../src/version.js';
import { FakeGitHub } from './server.js';
import { sampleFindings } from './support.js';

const sarif = formatSarif({
  tool: TOOL,
  rules: Object.values(RULE_META),
  findings: sampleFindings(),
  category: 'pr',
});

describe('SARIF upload to code scanning (local server)', () => {
  let gh: FakeGitHub;
  let baseUrl: string;
  const waits: number[] = [];
  const options = () => ({
    token: 'test-token',
    repository: 'o/r',
    commitSha: 'a'.repeat(40),
    ref: 'refs/pull/7/merge',
    sarif,
    baseUrl,
    pollDelaysMs: [5, 10, 20],
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  });
  beforeEach(async () => {
    gh = new FakeGitHub();
    baseUrl = await gh.start();
    waits.length = 0;
  });
  afterEach(() => gh.stop());

  it('posts the log gzipped and base64-encoded, then polls until processing completes', async () => {
    gh.pollsUntilComplete = 1;
    const outcome = await uploadSarif(options());
    expect(outcome).toEqual({
      status: 'complete',
      id: 'sarif-1',
      analysesUrl: 'http://127.0.0.1/analyses?sarif_id=sarif-1',
    });
    expect(gh.sarifs).toEqual([sarif]); // byte for byte after gunzip
    const post = gh.requests[0]!;
    expect(post.auth).toBe('token test-token');
    expect(post.body).toMatchObject({
      commit_sha: 'a'.repeat(40),
      ref: 'refs/pull/7/merge',
      tool_name: 'skillscan',
    });
    expect((post.body as { sarif: string }).sarif).toBe(encodeSarif(sarif));
    expect(gh.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    expect(waits).toEqual([5, 10]);
  });

  it('gives up waiting after the last delay and says the upload is pending', async () => {
    gh.pollsUntilComplete = 100;
    expect(await uploadSarif(options())).toEqual({ status: 'pending', id: 'sarif-1' });
    expect(waits).toEqual([5, 10, 20]);
  });

  it('reports processing errors', async () => {
    gh.processing = 'failed';
    gh.pollsUntilComplete = 0;
    expect(await uploadSarif(options())).toEqual({
      status: 'failed',
      id: 'sarif-1',
      errors: ['locationFromSarifResult: expected a region'],
    });
  });

  it('reports a token without security-events: write as forbidden, not as an exception', async () => {
    gh.uploadStatus = 403;
    expect(await uploadSarif(options())).toEqual({
      status: 'forbidden',
      httpStatus: 403,
      message: 'Resource not accessible by integration',
    });
  });

  it('reports a payload GitHub refuses', async () => {
    gh.uploadStatus = 413;
    expect(await uploadSarif(options())).toMatchObject({ status: 'rejected', httpStatus: 413 });
  });
});
