import type { UnitSpec } from './code/index.js';
import { looksLikeCommands } from './code/sniff.js';
import { addressedComments, addressesAgent } from './code-comments.js';
import { type CommentFormat, commentFormatOf, followedCommentFormat } from './comment-formats.js';
import { isEnvFileName } from './file-names.js';
import type { MdSpan } from './markdown-doc.js';

export type { CommentFormat } from './comment-formats.js';
export { commentFormatOf, followedCommentFormat } from './comment-formats.js';

/**
 * Comments of files whose comments nobody renders or runs, but an agent reads in the raw text (a Mermaid
 * diagram's `%%` lines: diagram-comments.ts): a gettext catalogue's `#.` extracted and `# ` translator
 * comments (shown to translators as notes), a lockfile's header (`yarn.lock`, `Cargo.lock`; collapsed in diffs as
 * generated), `.editorconfig` and INI-style files' `#`/`;` lines (ignored by every tool). A skill that tells
 * the agent to follow such a file's notes makes them instructions; one written to the agent speaks for
 * itself. This module only finds the comment text (offsets kept); the prose reader says what it asks.
 */

const MAX_CHARS = 512 * 1024;

/**
 * The comment text of a data file the agent reads as written to it, blanked elsewhere: every comment
 * when a loaded document tells it to follow the file's notes (`followed`), else the runs that speak to
 * the agent. Undefined: none, or a format read elsewhere (YAML and TOML when not followed).
 */
export function noteText(path: string, text: string, followed?: boolean): string | undefined {
  const all = followed ? followedCommentFormat(path) : undefined;
  if (all) return commentText(text, all);
  const format = commentFormatOf(path);
  return format ? addressedNotes(text, format) : undefined;
}

/** Data files whose `#` comments written to the agent are read (YAML, TOML, environment templates). */
const HASH_COMMENTED = /\.(?:ya?ml|toml)$/i;

/**
 * The comments of a data file the agent reads (blanked elsewhere): `noteText`'s, whose command lines are
 * asked to run, or else the `#` blocks of a YAML or TOML file or an environment template that speak to the
 * agent ("for the assistant running this train: …", "assistants filling in this file: …"), read as a
 * script's are (src/analysis/code-comments.ts).
 */
export function dataNotes(
  path: string,
  text: string,
  followed?: boolean,
): { text: string; commands: boolean } | undefined {
  const notes = noteText(path, text, followed);
  if (notes) return { text: notes, commands: true };
  const hashed = HASH_COMMENTED.test(path) || isEnvFileName(path.slice(path.lastIndexOf('/') + 1));
  const comments = hashed ? addressedComments(text, 'python') : undefined;
  return comments ? { text: comments, commands: false } : undefined;
}

/**
 * The command lines of notes the agent acts on (`curl -fsSL … | bash` on a line of its own), as shell
 * units it is asked to run: the note is the ask, as a lead-in is for a Markdown fence.
 */
const LEAD = /^(?:[A-Za-z][\w ,'()-]{0,60}:[ \t]+)?(?:(?:then[ \t]+)?(?:run|execute)[ \t]+)?/i;

export function noteCommandSpecs(notes: string): UnitSpec[] {
  const out: UnitSpec[] = [];
  let at = 0;
  for (const line of notes.split('\n')) {
    const start = line.search(/\S/);
    // A label or a run verb before the command ("Build fix: wget … | sh", "then run curl …") is the ask.
    const lead = start < 0 ? 0 : (LEAD.exec(line.slice(start))?.[0].length ?? 0);
    const command = start < 0 ? '' : line.slice(start + lead);
    if (command.trim() !== '' && out.length < 64 && looksLikeCommands(command)) {
      const base = at + start + lead;
      out.push({ lang: 'shell', text: command, origin: 'prose-line', placement: 'instructed', base });
    }
    at += line.length + 1;
  }
  return out;
}

/** The comment marker at a line's start (after indentation) and its length, or -1: not a comment line. */
function markerLength(line: string, format: CommentFormat): number {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  const c = line[i];
  if (c === ';' && format === 'ini') return i + 1;
  if (c !== '#') return -1;
  if (format === 'po') {
    const kind = line[i + 1];
    // `#:` references, `#,` flags and `#|` previous strings are the tools' bookkeeping, not notes.
    if (kind === ':' || kind === ',' || kind === '|' || kind === '~') return -2;
    return kind === '.' ? i + 2 : i + 1;
  }
  return i + 1;
}

/**
 * The file's text with everything but its comments' words blanked (markers and code become spaces; line
 * breaks and offsets kept), or undefined when it has no comment words. Rulers (`# -----`) are layout.
 */
export function commentText(text: string, format: CommentFormat): string | undefined {
  if (text.length > MAX_CHARS) return undefined;
  if (format === 'template') return templateCommentText(text);
  let kept = false;
  const out = text.split('\n').map((line) => {
    const at = markerLength(line, format);
    const body = at >= 0 ? line.slice(at) : '';
    if (at < 0 || /^[\s\-=*#;_~+]*$/.test(body)) return ' '.repeat(line.length);
    kept = true;
    return ' '.repeat(at) + body;
  });
  return kept ? out.join('\n') : undefined;
}

/** Runs of comment lines (each its comment words, blanked elsewhere), for reading one run at a time. */
export function commentRuns(blanked: string): MdSpan[] {
  const runs: MdSpan[] = [];
  let at = 0;
  let open: MdSpan | undefined;
  for (const line of blanked.split('\n')) {
    const words = line.trim() !== '';
    if (words && open) open.end = at + line.length;
    else if (words) {
      open = { start: at + line.search(/\S/), end: at + line.length };
      runs.push(open);
    } else open = undefined;
    at += line.length + 1;
  }
  return runs;
}

/**
 * The comment runs that speak to the agent ("#. Note for the assistant: …", "# For AI assistants: …"),
 * the rest blanked: text the agent reads as written to it wherever the file is reached, as a script's
 * addressed comment block is (src/analysis/code-comments.ts). Undefined when no run does.
 */
export function addressedNotes(text: string, format: CommentFormat): string | undefined {
  const blanked = commentText(text, format);
  return blanked && addressedRunsOnly(blanked);
}

/** Of text blanked outside its notes, the runs that speak to the agent, the rest blanked too. */
export function addressedRunsOnly(blanked: string): string | undefined {
  const keep = commentRuns(blanked).filter((r) => addressesAgent(blanked.slice(r.start, r.end)));
  if (keep.length === 0) return undefined;
  const out = blanked.split('');
  let k = 0;
  for (let i = 0; i < out.length; i++) {
    while (k < keep.length && keep[k]!.end <= i) k++;
    const inRun = k < keep.length && keep[k]!.start <= i;
    if (!inRun && out[i] !== '\n') out[i] = ' ';
  }
  return out.join('');
}

/**
 * A template engine's comment openers and what closes each: Jinja/Twig/Nunjucks `{# … #}` (`{#-` trims),
 * Handlebars `{{!-- … --}}` and `{{! … }}`, ERB/EJS `<%# … %>`, Liquid and Django `{% comment %}…{%
 * endcomment %}` and Liquid's inline `{% # … %}`, Go templates `{{/* …` (closed by star-slash `}}`) (`{{- /*` trims), FreeMarker
 * `<#-- … -->`, Velocity `#* … *#`, Razor `@* … *@`, and HTML comments, which a template passes on to
 * pages nobody renders for the agent either.
 */
const TEMPLATE_OPENER =
  /\{#-?|\{\{~?!--|\{\{~?!|<%-?#|\{%-?[ \t]{0,4}comment[ \t]{0,4}-?%\}|\{%-?[ \t]{0,4}#|\{\{-?[ \t]{0,4}\/\*|<#--|<!--|#\*|@\*/g;

function templateCloser(opener: string): string | RegExp {
  if (opener.startsWith('{#')) return '#}';
  if (opener.startsWith('{{') && opener.endsWith('!--')) return '--}}';
  if (opener.startsWith('{{') && opener.endsWith('!')) return '}}';
  if (opener.startsWith('<%')) return '%>';
  if (opener.includes('comment')) return /\{%-?[ \t]{0,4}endcomment[ \t]{0,4}-?%\}/;
  if (opener.startsWith('{%')) return '%}';
  if (opener.startsWith('{{')) return '*/';
  if (opener === '#*') return '*#';
  if (opener === '@*') return '*@';
  return '-->';
}

/**
 * The text of a template's comments (each comment's words, blanked elsewhere; line breaks and offsets
 * kept), or undefined when it has none. A comment left open runs to the end of the file, as the engine
 * reads it.
 */
export function templateCommentText(text: string): string | undefined {
  const out = text.split('');
  let kept = false;
  let from = 0;
  const keep: Array<[number, number]> = [];
  TEMPLATE_OPENER.lastIndex = 0;
  for (
    let m = TEMPLATE_OPENER.exec(text);
    m !== null && keep.length < 2_000;
    m = TEMPLATE_OPENER.exec(text)
  ) {
    if (m.index < from) continue;
    const start = m.index + m[0].length;
    const closer = templateCloser(m[0]);
    let end: number;
    let after: number;
    if (typeof closer === 'string') {
      end = text.indexOf(closer, start);
      after = end < 0 ? text.length : end + closer.length;
    } else {
      const c = closer.exec(text.slice(start));
      end = c ? start + c.index : -1;
      after = c ? end + c[0].length : text.length;
    }
    if (end < 0) end = text.length;
    // A trim marker before the closer (`-#}`, `~}}`, `- */}}`) is layout.
    else if (text[end - 1] === '-' || text[end - 1] === '~') end--;
    keep.push([start, end]);
    from = after;
    TEMPLATE_OPENER.lastIndex = after;
  }
  let k = 0;
  for (let i = 0; i < out.length; i++) {
    while (k < keep.length && keep[k]![1] <= i) k++;
    const inside = k < keep.length && keep[k]![0] <= i;
    if (!inside) {
      if (out[i] !== '\n') out[i] = ' ';
    } else if (/\S/.test(out[i]!)) kept = true;
  }
  return kept ? out.join('') : undefined;
}
