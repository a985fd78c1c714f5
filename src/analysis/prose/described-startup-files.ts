import { words } from './lexicon.js';
import type { Token } from './tokens.js';

/** What this needs of a sentence's View (src/analysis/prose/view.ts, which calls it: no import back). */
interface Sentence {
  readonly n: number;
  readonly toks: readonly Token[];
  near(i: number, window: number, pred: (j: number) => boolean): number | undefined;
}

/**
 * Shell start-up files described instead of named: "the startup file zsh reads from the home directory",
 * "the file bash runs at login", "fish's init file". Like a described secret store (described-stores.ts), a
 * reader and the agent know which file it is, and a text that only names `~/.zshrc` by description must
 * not slip past a check that looks for the name. A description needs, close together in one clause, the
 * shell, a word for starting up (startup, login, init, rc) and a word for a file; "zsh completion file"
 * or "the bash script" (no start-up word) is none.
 */

const SHELLS: ReadonlyArray<readonly [string, string]> = [
  ['zsh', '~/.zshrc'],
  ['bash', '~/.bashrc'],
  ['fish', '~/.config/fish/config.fish'],
  ['ksh', '~/.kshrc'],
];
const FILE_BY_SHELL = new Map(SHELLS);
const STARTING = words('startup start-up login init initialization initialisation rc profile dotfile');
const FILE = words('file files script config configuration dotfile');
/** How far apart the words may be, in tokens. */
const SPAN = 8;

/** For each described start-up file in the sentence: the index of its file word, and the file's path. */
export function describedStartupFiles(v: Sentence): Map<number, string> {
  const out = new Map<number, string>();
  const wordIn = (set: ReadonlySet<string>) => (j: number) => {
    const t = v.toks[j]!;
    return t.kind === 'word' && set.has(t.t);
  };
  for (let i = 0; i < v.n; i++) {
    const t = v.toks[i]!;
    if (t.kind !== 'word') continue;
    const path = FILE_BY_SHELL.get(t.t);
    if (path === undefined) continue;
    const starting = v.near(i, SPAN, wordIn(STARTING));
    const file = v.near(i, SPAN, wordIn(FILE));
    if (starting !== undefined && file !== undefined && !out.has(file)) out.set(file, path);
  }
  return out;
}
