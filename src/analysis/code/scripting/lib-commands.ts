import type { Endpoint, Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { cliTokenOutput } from '../cli-tokens.js';
import { literal } from '../values.js';
import type { LibState } from './lib-values.js';

/**
 * Two things a program started with an argument list (`exec.Command("gh", "auth", "token")`,
 * `Command::new("git").args([…])`) does that the library tables do not say:
 *
 * - a CLI that prints its login token (`gh auth token`, src/analysis/code/cli-tokens.ts) is a read of that
 *   token, and the call's output (`.Output()`) carries it to whatever the program builds from it;
 * - `git` given an argument that carries a secret (a remote URL with the token in its user info, built
 *   with `fmt.Sprintf("https://x:%s@%s/…", tok, host)` or `url.UserPassword(user, tok)`) sends that secret to
 *   the URL's host with the request: git authenticates to whichever host the URL names. The rules weigh
 *   the host against the token's issuer (a GitHub token pushed to github.com is how a push logs in).
 */

/** A quoted literal argument's text, or undefined for an expression. */
function literalWord(arg: string): string | undefined {
  return /^["'`]([^"'`\n]{0,200})["'`]$/.exec(arg.trim())?.[1];
}

/** Handles a token printer or a git call carrying a secret; true when it was one of them. */
export function programCall(
  st: LibState,
  name: string,
  argv: readonly string[],
  at: { start: number; end: number },
): boolean {
  const program = name.replace(/^.*[\\/]/, '').toLowerCase();
  const words = argv
    .slice(1, 12)
    .map(literalWord)
    .filter((w): w is string => w !== undefined)
    .join(' ');
  const token = cliTokenOutput(program, words);
  if (token) {
    st.emit(
      { kind: 'read', target: literal(token.command), secret: token.value.secret ?? 'cli-login-token' },
      at.start,
      at.end,
    );
    // The output of the call (`.Output()`, `.output()?.stdout`) is the token, for what the statement assigns.
    st.addSpan(at.start, st.stmt.text.length, token.value);
    return true;
  }
  if (program !== 'git') return false;
  for (const arg of argv.slice(1, 24)) {
    if (literalWord(arg) !== undefined) continue;
    const from = st.stmt.text.indexOf(arg, at.start);
    const flow = st.valueIn(from, from + arg.length);
    if (!flow.taints.includes('secret')) continue;
    // What flowed in, shown as the text the expression builds (the URL with its placeholders).
    const v: Value = { ...flow, text: st.text(arg).text };
    st.emit({ kind: 'send', endpoint: urlHost(st, v), channel: 'git', data: v }, at.start, at.end);
    return true;
  }
  return false;
}

/** The host a URL value names, when its text shows one; else an unknown endpoint. */
function urlHost(st: LibState, v: Value): Endpoint {
  // Unknown parts (`${token}`, a call's text) stand in as one word, so the URL's shape survives them.
  const text = v.text.replace(/\$\{[^}]{0,200}\}/g, 'X');
  const url = /\b[a-z][\w+.-]{1,20}:\/\/[^\s"'`]{1,300}/.exec(text)?.[0];
  if (url) return endpointOf(url.replace(/\/\/[^/@\s]{0,200}@/, '//'), st.unit.hosts);
  return { cls: 'unknown' } as Endpoint;
}
