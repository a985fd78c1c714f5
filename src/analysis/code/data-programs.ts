import { neverRunsOperands } from '../operand-programs.js';

/**
 * Programs that never run their operands as code, whatever word they are given (src/analysis/
 * operand-programs.ts): name lookups and probes (`dig +short A <name>`), digests and encoders, viewers that
 * only print, converters (`pdftotext`), and the desktop's URL openers below. A word from a service's reply
 * passed to one of them is a name, a URL or a file to read, not a program. Programs with an option that
 * loads code (a checker's `--config`, pandoc's `--lua-filter`) are left out here: a spliced word may be that
 * option. Tools with an option that starts another program (`sort --compress-program`, `wget -e`, `find
 * -exec`, `tar --to-command`, `curl --engine`) are in no table on purpose.
 */
export function takesData(program: string): boolean {
  return neverRunsOperands(program, [undefined]);
}

/** The desktop's URL openers: the text becomes a browser tab (or the viewer of a file type), not a program. */
const OPENS_URL = /^(?:open|xdg-open|start|wslview|sensible-browser|x-www-browser|gnome-open|kde-open5?)$/i;

/** The program's name without its folder. */
function baseName(word: string): string {
  return word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1);
}

/**
 * The program of a shell command line (rebuilt by an analyzer, unknown parts as `${name}` placeholders)
 * that is one simple command of a program that never runs its operands, with every unknown part inside
 * quotes: `open "${reply.url}"`, `xdg-open "${u}" 2>/dev/null`. A reply spliced there is an argument the
 * program reads, not code; only shell syntax inside the reply itself would run (a quote that closes the
 * operand). Undefined for anything else: a list, a pipe, a substitution, an unquoted placeholder, or a
 * program that may run its operands.
 */
export function splicedDataProgram(line: string): string | undefined {
  const text = line.trim();
  if (text.length > 2_000 || text.includes('`') || text.includes('$(') || /[\r\n]/.test(text))
    return undefined;
  const program = /^[^\s"'$]{1,200}/.exec(text)?.[0];
  if (!program) return undefined;
  const name = baseName(program);
  if (!takesData(name) && !OPENS_URL.test(name)) return undefined;
  let quote = '';
  for (let i = program.length; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '$' && text[i + 1] === '{') return undefined;
    // Redirections (`2>/dev/null`, `2>&1`) are the only operators a single command of this kind needs.
    else if (c === ';' || c === '|' || c === '<' || (c === '&' && text[i - 1] !== '>')) return undefined;
  }
  return quote ? undefined : name;
}
