/**
 * Console transcripts in fenced blocks (```console, ```shell-session, or a plain block copied from a
 * terminal) put a prompt before each command: `$ curl …`, `PS> …`, and `> ` on continuation lines.
 * Prompts are blanked with spaces in a same-length copy, so offsets (and so findings' columns) do not
 * move. In a transcript — a block where some line starts with `$ ` or `PS> ` — a line with no prompt
 * that does not continue the previous command is program output, and is blanked too. Only for units
 * from Markdown (`fence`, `inline`): in a script, `$ x` and `> f` are shell syntax.
 */

const PROMPT = /^([ \t]{0,8})((?:PS(?: [^>\n]{0,80})?>|\$|>|%|❯|➜)[ \t])/;
const TRANSCRIPT = /^[ \t]{0,8}(?:\$|PS(?: [^>\n]{0,80})?>)[ \t]/m;

/** True when the line's command goes on to the next line. */
function continues(line: string): boolean {
  const t = line.trimEnd();
  return t.endsWith('\\') || t.endsWith('|') || t.endsWith('&&') || t.endsWith('||');
}

export function blankPrompts(text: string): string {
  if (!/^[ \t]{0,8}(?:\$|>|PS|%|❯|➜)/m.test(text)) return text;
  const transcript = TRANSCRIPT.test(text);
  const lines = text.split('\n');
  let prevContinues = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const m = PROMPT.exec(line);
    if (m) {
      lines[i] = m[1]! + ' '.repeat(m[2]!.length) + line.slice(m[0].length);
    } else if (transcript && !prevContinues && line.trim() !== '' && !line.trimStart().startsWith('#')) {
      lines[i] = ' '.repeat(line.length);
    }
    prevContinues = continues(line);
  }
  return lines.join('\n');
}

/**
 * A fence line inside a block's content (```` ```markdown ```` where the author meant to close the block:
 * CommonMark never closes a fence with an info string, so the block runs on) is Markdown, not three
 * backquote substitutions wrapping the lines after it. Blanked like a prompt; a line with more backquotes
 * after the fence is not a fence line and stays.
 */
const FENCE_LINE = /^[ \t]{0,3}(?:`{3,}|~{3,})[^`\n]{0,200}$/gm;

export function blankFenceLines(text: string): string {
  if (!text.includes('```') && !text.includes('~~~')) return text;
  return text.replace(FENCE_LINE, (m) => ' '.repeat(m.length));
}

/**
 * Documentation writes template slots as `<name>`, which the shell would read as two redirections
 * (`cmd <project-path>` reads a file and writes the next word). In Markdown units a slot is written as
 * `{name}` instead (same length): a literal word that hosts.ts still classifies as a placeholder.
 */
const SLOT = /<([A-Za-z][\w.:/@-]{0,80})>/g;

export function bracePlaceholders(text: string): string {
  if (!text.includes('<')) return text;
  return text.replace(SLOT, (_m, name: string) => `{${name}}`);
}

/**
 * `coproc NAME { cmd; }`: tree-sitter-bash has no coprocess rule and reads the group's `}` as the end of
 * an enclosing function body. The group's braces become `:` and a blank (same length, so offsets hold):
 * the handler (handlers/sockets.ts) reads `coproc NAME : cmd …` as the named coprocess running cmd.
 */
const COPROC_GROUP = /\bcoproc[ \t]+(?:[A-Za-z_]\w{0,63}[ \t]+)?\{/g;

export function coprocGroups(text: string): string {
  if (!text.includes('coproc')) return text;
  let out = text;
  for (const m of text.matchAll(COPROC_GROUP)) {
    const open = m.index + m[0].length - 1;
    // The group ends at the first `}` that starts a word after a `;` or a newline (bounded).
    const close = /[;\n][ \t]*\}/.exec(text.slice(open, open + 4096));
    if (!close) continue;
    const at = open + close.index + close[0].length - 1;
    out = `${out.slice(0, open)}:${out.slice(open + 1, at)} ${out.slice(at + 1)}`;
  }
  return out;
}

/**
 * zsh glob flags and qualifiers written with `#` (`$f(#qN.mh+12)`, `*.log(#q.om[1])`, `(#i)readme*`): bash has
 * no such syntax and tree-sitter-bash loses the rest of the statement on them. They only filter which files
 * a pattern names, so they become blanks (same length, so offsets hold).
 */
const ZSH_GLOB_FLAGS = /\(#[a-zA-Z][^()\s'"]{0,60}\)/g;

export function zshGlobFlags(text: string): string {
  if (!text.includes('(#')) return text;
  return text.replace(ZSH_GLOB_FLAGS, (m) => ' '.repeat(m.length));
}
