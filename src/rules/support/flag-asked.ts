import { LineMap } from '../../analysis/lines.js';
import { parseMarkdownBody } from '../../analysis/markdown.js';
import { writeClassOf } from '../../analysis/paths.js';
import type { RoleSpan } from '../../analysis/prose/facts.js';
import type { RuleContext } from '../types.js';
import { isDataPath, isMarkdownPath, type TextTarget } from './text-context.js';

/**
 * Whether a command-line flag found by a fixed pattern (`--dangerously-skip-permissions`) is asked of the
 * agent or only named. Read by the sentence's role (src/analysis/prose/, docs/prose.md): in Markdown, a
 * flag shown as an example ("add flags as needed (e.g., `tool --flag`)"), in a log line or a catalogue is
 * a mention; in a data file the value holding it is read as a sentence ("notes = \"… the flag's non-root
 * requirement …\"" names it, "notes = \"Always launch with the flag\"" asks); in a script or a shell rc file
 * it is code, whose agent launches the code analysis reports (permissive-allowed-tools). Plain text and
 * anything unparsed count as asked.
 */
export async function flagAsked(ctx: RuleContext, t: TextTarget, offset: number): Promise<boolean> {
  // Loaded on first use: a scan's start-up does not load prose or code analysis (test/action/dist.test.ts).
  const prose = await import('../../analysis/prose/index.js');
  if (isMarkdownPath(t.path)) {
    if (t.file.text.length > MAX_DOCUMENT) return paragraphAsked(prose, t.file.text, offset);
    return prose.roleAt(await markdownRoles(prose, ctx, t), offset)?.role !== 'mention';
  }
  if (isDataPath(t.path)) return dataValueAsked(prose, t.file.text, offset);
  const { languageOfFile } = await import('../../analysis/code/sniff.js');
  return languageOfFile(t.path, t.file.text) === undefined && writeClassOf(t.path)?.cls !== 'shell-rc';
}

type Prose = typeof import('../../analysis/prose/index.js');

const ROLES = new WeakMap<TextTarget, Promise<readonly RoleSpan[]>>();

function markdownRoles(prose: Prose, ctx: RuleContext, t: TextTarget): Promise<readonly RoleSpan[]> {
  let r = ROLES.get(t);
  if (!r) {
    r = (async () => {
      const bodyStart = ctx.model.skills.find((d) => d.paths.includes(t.path))?.bodyStart ?? 0;
      const md = ctx.model.files.markdown(t.file, bodyStart);
      return prose.analyzeProse({ text: t.file.text, md, bodyStart, lines: t.file.lines }).roles;
    })();
    ROLES.set(t, r);
  }
  return r;
}

/** Past this size (the bound fact extraction reads prose to) only the paragraph around the flag is read. */
const MAX_DOCUMENT = 1 << 20;
const PARAGRAPH_REACH = 4_000;

function paragraphAsked(prose: Prose, text: string, offset: number): boolean {
  const from = Math.max(0, offset - PARAGRAPH_REACH);
  const gap = text.lastIndexOf('\n\n', offset);
  const s = gap >= from ? gap + 2 : from;
  const end = text.indexOf('\n\n', offset);
  const e =
    end >= 0 && end <= offset + PARAGRAPH_REACH ? end : Math.min(text.length, offset + PARAGRAPH_REACH);
  return readAsked(prose, text.slice(s, e), offset - s);
}

/** A key and its separator before a value: `notes = "`, `"why": "`, `- reason: '`. */
const KEY_PREFIX = /^[ \t]{0,32}(?:- )?(?:["']?[\w.-]{1,64}["']?[ \t]{0,4}[:=][ \t]{0,4})?["']?/;
const MAX_LINE = 4_000;

/** The line holding the flag, its key stripped, read as one Markdown paragraph. */
function dataValueAsked(prose: Prose, text: string, offset: number): boolean {
  const s = text.lastIndexOf('\n', offset - 1) + 1;
  const e = text.indexOf('\n', offset);
  const line = text.slice(s, e < 0 ? text.length : e);
  if (line.length > MAX_LINE) return true;
  const prefix = KEY_PREFIX.exec(line)?.[0].length ?? 0;
  const value = line.slice(prefix);
  const at = offset - s - prefix;
  if (at < 0) return true;
  return readAsked(prose, value, at);
}

function readAsked(prose: Prose, text: string, at: number): boolean {
  const md = parseMarkdownBody(text, 0);
  const roles = prose.analyzeProse({ text, md, bodyStart: 0, lines: new LineMap(text) }).roles;
  return prose.roleAt(roles, at)?.role !== 'mention';
}
