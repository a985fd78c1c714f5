/**
 * Commands a program carries as text to print for whoever runs it: a doctor script's fix table
 * (`"uv": "curl -LsSf https://astral.sh/uv/install.sh | sh"`), a linter's remediation line
 * (`"ACTION: refresh the rule pack: curl -fsSL https://… | bash"`). Inert on their own; a skill that tells
 * the agent to carry out what the program prints makes them steps the agent runs
 * (src/rules/support/printed-output.ts). Read from the source text, never run: string literals, and
 * literals joined with `+` to names (`"curl https://" + MIRROR + "/x.sh | sh"`, the names kept as
 * `${NAME}`), Python f-strings and JavaScript template literals (their `{expr}`/`${expr}` kept as
 * `${expr}`). A literal counts from the first word that starts a command (`curl`, `pip`, `npm` …) to its end.
 */

export interface PrintedCommand {
  /** The command as the program would print it, unknown parts as `${name}`. */
  text: string;
  /** Offsets of the expression in the source. */
  start: number;
  end: number;
}

const MAX_COMMANDS = 64;
const MAX_SOURCE = 256 * 1024;

/** One literal: double- or single-quoted on one line, or a JavaScript template without line breaks. */
const LITERAL = String.raw`[fFrRbB]{0,2}"(?:[^"\\\n]|\\.){0,400}"|[fFrRbB]{0,2}'(?:[^'\\\n]|\\.){0,400}'|\x60(?:[^\x60\\\n]|\\.){0,400}\x60`;
/** A name or attribute joined into the string (`MIRROR`, `cfg.host`). */
const NAME = String.raw`[A-Za-z_][\w.]{0,60}`;
/** A literal, then up to twelve `+ literal` / `+ name` parts, on one line. */
const EXPRESSION = new RegExp(
  String.raw`(?:${LITERAL})(?:[ \t]{0,4}\+[ \t]{0,4}(?:${LITERAL}|${NAME})){0,12}`,
  'g',
);
const PART = new RegExp(`${LITERAL}|${NAME}`, 'g');

/** Words that start a command line someone pastes into a shell. */
const COMMAND_HEAD =
  /(?:^|[\s:;(])((?:sudo\s{1,4})?(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|pip3?|pipx|uvx?|npm|npx|pnpm|yarn|bunx?|bash|sh|zsh|git|brew|apt-get|apt|go|cargo|gem|powershell|pwsh|python3?|node|docker|chmod|export|eval|source|gh|aws|gcloud|az|kubectl|vault|doctl|heroku|flyctl|ssh|scp|rsync|base64)\s)/;

/** The command a literal's text holds, from its first command word on, or undefined. */
export function commandIn(text: string): string | undefined {
  const m = COMMAND_HEAD.exec(text);
  if (!m) return undefined;
  const cmd = text.slice(m.index + m[0].length - m[1]!.length).trim();
  // A lone word or a sentence fragment is no command line: it needs an argument beyond the command word.
  return /\S\s+\S/.test(cmd) ? cmd : undefined;
}

/** The text a literal stands for: quotes off, escapes kept, interpolations as `${…}`. */
function literalText(lit: string): string {
  const prefix = /^[fFrRbB]{0,2}/.exec(lit)![0];
  const body = lit.slice(prefix.length + 1, -1);
  if (/f/i.test(prefix)) return body.replace(/\{([^{}\n]{1,60})\}/g, (_, e: string) => `\${${e.trim()}}`);
  return body.replace(/\\(["'\\])/g, '$1');
}

/** Commands written as string literals (or literals joined to names) in a program's source. */
export function printedCommands(source: string): PrintedCommand[] {
  const text = source.slice(0, MAX_SOURCE);
  const out: PrintedCommand[] = [];
  let seen = 0;
  for (const m of text.matchAll(EXPRESSION)) {
    if (out.length >= MAX_COMMANDS || ++seen > 20_000) break;
    let joined = '';
    for (const p of m[0].matchAll(PART)) {
      const t = p[0];
      joined += /^[fFrRbB]{0,2}["'\x60]/.test(t) ? literalText(t) : `\${${t}}`;
    }
    const cmd = commandIn(joined);
    if (cmd) out.push({ text: cmd, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
