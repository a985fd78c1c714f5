import { Octokit } from '@octokit/rest';
import { trimEndChars } from '../analysis/strings.js';
import { checkRevision } from '../source/git.js';
import { diffNames } from '../source/git-changes.js';

/**
 * Which files a pull request changed, so annotations in them are printed first. The API answers even for
 * shallow checkouts; without a token, `git diff base...head` works when both commits are present. When
 * neither works the answer is "unknown" and annotations fall back to severity order alone.
 */

export interface ChangedFiles {
  files?: Set<string>;
  /** How the list was obtained, or why it could not be. */
  how: string;
}

const MAX_PAGES = 30; // the API lists at most 3,000 files per pull request

export async function changedFiles(options: {
  token?: string;
  baseUrl?: string;
  repository?: string;
  pullNumber?: number;
  repoDir?: string;
  baseSha?: string;
  headSha?: string;
}): Promise<ChangedFiles> {
  const reasons: string[] = [];
  const [owner, repo] = (options.repository ?? '').split('/');
  if (options.token && owner && repo && options.pullNumber) {
    try {
      const octokit = new Octokit({
        auth: options.token,
        baseUrl: trimEndChars(options.baseUrl || 'https://api.github.com', '/'),
        userAgent: 'skillscan-action',
        log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
      });
      const files = new Set<string>();
      for (let page = 1; page <= MAX_PAGES; page++) {
        const res = await octokit.rest.pulls.listFiles({
          owner,
          repo,
          pull_number: options.pullNumber,
          per_page: 100,
          page,
        });
        for (const f of res.data) files.add(f.filename);
        if (res.data.length < 100) break;
      }
      return { files, how: 'pull request files from the API' };
    } catch (e) {
      reasons.push(`the API did not list the pull request's files (${(e as Error).message.split('\n')[0]})`);
    }
  }
  if (options.repoDir && options.baseSha && options.headSha) {
    try {
      const range = `${checkRevision(options.baseSha)}...${checkRevision(options.headSha)}`;
      const files = new Set(await diffNames(options.repoDir, [range]));
      return { files, how: 'git diff of the base and head commits' };
    } catch (e) {
      reasons.push(`git diff failed (${(e as Error).message})`);
    }
  }
  return { how: reasons.join('; ') || 'not a pull request' };
}
