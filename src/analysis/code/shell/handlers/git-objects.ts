import type { Value } from '../../../facts.js';
import { tainted } from '../../values.js';
import type { Cmd } from '../cmd.js';
import { joinValues } from '../params.js';
import { readFile } from '../redirects.js';
import type { ShellState, Word } from '../state.js';
import { gitConfigSetting } from './git-settings.js';

/**
 * git plumbing that stores content in the object store and passes it on by id. An object id stands for
 * the content it stores, so `git hash-object -w .env` → `git mktree` → `git commit-tree` → `git push URL
 * $commit:refs/x` carries the file to the remote although nothing is staged and no branch holds it. The
 * values returned here hold that content (with its secret taint), and a push sends its refspecs' values.
 */

const MAX_FILES = 32;

/** git plumbing whose output is an object id standing for the content it stores. */
export const GIT_PLUMBING: ReadonlySet<string> = new Set([
  'hash-object',
  'mktree',
  'commit-tree',
  'write-tree',
  'add',
]);

/**
 * `git add -f`/`--force` of the whole tree (`-A`, `.`, `:/`): files `.gitignore` keeps out — `.env`,
 * `.npmrc`, local keys — are staged with the rest, so a tree written from that index holds them.
 */
function forcedAdd(st: ShellState, rest: Word[]): void {
  const words = rest.map((w) => w.v.text);
  const force = words.some((t) => t === '-f' || t === '--force' || /^-[A-Za-z]*f[A-Za-z]*$/.test(t));
  const whole = words.some(
    (t) => t === '-A' || t === '--all' || t === '.' || t === ':/' || /^-[A-Za-z]*A/.test(t),
  );
  if (force && whole)
    st.gitForced = {
      text: 'the files .gitignore keeps out (.env, local keys)',
      literal: false,
      taints: ['secret', 'file'],
      secret: 'dotenv',
      from: 'git add --force',
    };
}

/** `git hash-object [-w] [--stdin] FILE…`: the id of each file's content (written to the store with -w). */
function hashObject(st: ShellState, cmd: Cmd, rest: Word[]): Value | undefined {
  const parts: Value[] = [];
  if (rest.some((w) => w.v.text === '--stdin') && cmd.stdin) parts.push(cmd.stdin);
  for (let i = 0; i < rest.length && parts.length < MAX_FILES; i++) {
    const t = rest[i]!.v.text;
    if (t === '-t' || t === '--path') i++;
    else if (!t.startsWith('-')) parts.push(readFile(st, rest[i]!, cmd, 'git hash-object'));
  }
  return parts.length ? objectId(joinValues(parts), 'hash-object') : undefined;
}

/** An id whose object holds `content`: the id's text says where it came from, the taints are the content's. */
function objectId(content: Value, sub: string): Value {
  const id: Value = { ...content, text: `$(git ${sub})`, literal: false };
  return content.taints.length ? id : tainted(id, 'file', { from: `git ${sub}` });
}

/**
 * Plumbing that builds objects from others: `mktree` (entries on standard input), `commit-tree TREE [-p
 * PARENT]`, `write-tree` and `update-index`/`update-ref` pass ids on. Their output holds what the ids hold.
 */
function buildObject(cmd: Cmd, sub: string, ops: Word[]): Value | undefined {
  const parts: Value[] = [];
  if (sub === 'mktree' && cmd.stdin) parts.push(cmd.stdin);
  if (sub === 'commit-tree') for (const w of ops.slice(0, MAX_FILES)) if (!w.v.literal) parts.push(w.v);
  const carried = parts.filter((v) => v.taints.length > 0);
  return carried.length ? objectId(joinValues(carried), sub) : undefined;
}

/**
 * `git remote set-url [--add] --push NAME URL` and `git config [--add] remote.NAME.pushurl URL`: where
 * later pushes to NAME go. With `--add` every push also goes to the extra URL, long after the skill ran.
 */
function pushUrl(st: ShellState, cmd: Cmd, rest: Word[]): void {
  if (!rest.some((w) => w.v.text === '--push')) return;
  const ops = rest.filter((w) => !w.v.text.startsWith('-'));
  // `set-url --push NAME NEW [OLD]`: the second operand is the new URL.
  const [, name, url] = ops;
  if (!name || !url) return;
  const added = rest.some((w) => w.v.text === '--add');
  gitConfigSetting(st, cmd, `remote.${name.v.text}.pushurl`, url.v.text, added ? '--add' : undefined);
}

/**
 * The value a git plumbing subcommand prints, or undefined when it is not one of these. `sub` is the
 * subcommand, `rest` its words.
 */
export function gitPlumbing(st: ShellState, cmd: Cmd, sub: string, rest: Word[]): Value | undefined {
  const ops = rest.filter((w) => !w.v.text.startsWith('-'));
  if (sub === 'hash-object') return hashObject(st, cmd, rest);
  if (sub === 'mktree' || sub === 'commit-tree') return buildObject(cmd, sub, ops);
  if (sub === 'add') forcedAdd(st, rest);
  // The tree of the index: what a forced add staged, when one did.
  if (sub === 'write-tree' && st.gitForced) return objectId(st.gitForced, sub);
  if (sub === 'remote' && ops[0]?.v.text === 'set-url') pushUrl(st, cmd, rest);
  return undefined;
}

/** What a push carries beyond the branch history: the values of its refspecs (`$commit:refs/x`). */
export function pushedObjects(refspecs: readonly Word[]): Value[] {
  return refspecs
    .slice(0, MAX_FILES)
    .map((w) => w.v)
    .filter((v) => !v.literal && v.taints.length > 0);
}
