import type { CliIO } from '../cli-args.js';
import { uploadSarif } from '../github/upload.js';
import { sarifOf } from './output.js';
import type { RepoScan } from './scan.js';

/**
 * `--upload`: each scanned repository's SARIF log goes to that repository's code scanning, for its default
 * branch at the commit scanned. The token needs `security-events: write` on every repository (a GitHub App
 * installation token with that permission); a refusal is recorded per repository and does not stop the
 * others. Processing is not awaited (code scanning processes uploads on its own).
 */
export async function uploadAll(scans: RepoScan[], io: CliIO, log: (message: string) => void): Promise<void> {
  const token = io.env.GH_TOKEN ?? io.env.GITHUB_TOKEN;
  if (!token) {
    log('--upload: no token in GH_TOKEN or GITHUB_TOKEN; nothing was uploaded');
    return;
  }
  let refused = 0;
  for (const s of scans) {
    if (s.error || s.skipped || !s.commit) continue;
    const outcome = await uploadSarif({
      token,
      repository: s.repo,
      commitSha: s.commit,
      ref: `refs/heads/${s.branch}`,
      sarif: sarifOf(s),
      ...(io.env.GITHUB_API_URL ? { baseUrl: io.env.GITHUB_API_URL } : {}),
      pollDelaysMs: [],
    }).catch((e: Error) => ({ status: 'rejected' as const, httpStatus: 0, message: e.message }));
    if (outcome.status === 'forbidden' || outcome.status === 'rejected') {
      refused++;
      s.run.upload = `refused (HTTP ${outcome.httpStatus}: ${outcome.message.slice(0, 200)})`;
    } else if ('id' in outcome) s.run.upload = `uploaded (SARIF id ${outcome.id})`;
  }
  if (refused) log(`--upload: code scanning refused ${refused} upload(s); see run.upload in report.json`);
}
