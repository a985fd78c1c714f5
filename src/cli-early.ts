import { parseArgs } from 'node:util';
import { COMMAND_NAMES, OPTIONS } from './cli-options.js';
import { diffSince } from './source/git-changes.js';
import { listWorkTree } from './source/git-listing.js';

/**
 * A pull-request scan's questions to git (`--changed-since REF`), asked by the executable before it loads
 * the scanner's modules. git's listing of a 10,000-skill work tree takes ~0.35 s, and the scan walks the
 * tree from it: asked once the CLI's modules had compiled (~0.15 s after start-up), the scan's thread then
 * sat idle until git answered. Asked from here, git works while those modules compile.
 */

/** What git was asked for one scanned folder: the work tree's listing and the diff against the revision. */
export interface GitAsked {
  listing: Promise<Buffer>;
  diff: Promise<string[]>;
  /** Asked by `askGitEarly`. */
  early?: true;
}

let early: { root: string; rev: string; asked: GitAsked } | undefined;

/** Asks git now; failures stay rejections for whoever awaits them (the scan reports them then). */
export function askGit(root: string, rev: string): GitAsked {
  const listing = listWorkTree(root);
  listing.catch(() => undefined);
  return { listing, diff: diffSince(root, rev) };
}

/**
 * Asks git for the first folder a `skillscan [scan] … --changed-since REF` command line will scan, read as
 * `runCli` reads it (src/cli.ts); any other command line, or one `runCli` will refuse, asks nothing.
 */
export function askGitEarly(argv: readonly string[]): void {
  let args: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    args = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch {
    return;
  }
  const { values, positionals } = args;
  const rev = values['changed-since'];
  if (rev === undefined || values.help || values.version || values['list-rules']) return;
  const [first, ...rest] = positionals;
  const named = first !== undefined && (COMMAND_NAMES as readonly string[]).includes(first);
  if (named && first !== 'scan') return;
  const root = (named ? rest : positionals)[0] ?? '.';
  early = { root, rev, asked: { ...askGit(root, rev), early: true } };
}

/** What git was asked early for this folder and revision (once), else asked now. */
export function gitAskedFor(root: string, rev: string): GitAsked {
  const kept = early;
  early = undefined;
  return kept && kept.root === root && kept.rev === rev ? kept.asked : askGit(root, rev);
}
