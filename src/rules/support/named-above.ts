import type { LineMap } from '../../analysis/lines.js';
import { blockStates, sectionHeadings } from './markdown-places.js';

/**
 * Whether the text just above a command names what it installs, and what a Markdown document's own
 * frontmatter says it is about: the weaker name ties of support/own-upstream.ts.
 */

/** Lines of text above a command that may name what it installs: prose and comments, never code. */
const ABOVE = 12;
const COMMENT = /^\s*(?:#|\/\/|--|;|REM\b|<#)/i;
const URL_TEXT = /[a-z][\w+.-]{0,20}:\/\/\S{0,500}/gi;

/**
 * Whether the text just above a line calls the tool by one of `names` ("Install Sliver using the official
 * install script:", `# Using smuggler.py`): prose of a Markdown file outside code blocks, and comment
 * lines; addresses are dropped, so the download's own URL does not name it.
 */
export function namedAbove(
  lines: LineMap,
  line: number,
  markdown: boolean,
  names: string[],
): 'line' | 'heading' | undefined {
  const words = new RegExp(`(?:^|[^\\w/-])(?:${names.map(escapeRe).join('|')})(?![\\w-])`, 'i');
  const from = Math.max(1, line - ABOVE);
  const states = markdown ? blockStates(lines, from, line) : [];
  for (let n = from; n <= line; n++) {
    const raw = lines.lineText(n);
    const state = states[n - from];
    if (markdown && state === undefined) continue;
    const prose = markdown && state === false;
    if (!prose && !COMMENT.test(raw)) continue;
    // A heading names its whole section: read below as one, not as a line just above.
    if (prose && /^#{1,6}\s/.test(raw)) continue;
    if (words.test(raw.replace(URL_TEXT, ' '))) return 'line';
  }
  // The section the command sits in may be about the tool further up than the lines just above.
  const headed = markdown && sectionHeadings(lines, line).some((h) => words.test(h.replace(URL_TEXT, ' ')));
  return headed ? 'heading' : undefined;
}

/** A Markdown document's own `name` and `description` words (hyphen-joined, as topics are), when it has them. */
export function ownFrontmatter(lines: LineMap): { name?: string; topic?: string } {
  if (lines.lineText(1) !== '---') return {};
  const out: { name?: string; topic?: string } = {};
  for (let n = 2; n <= Math.min(lines.lineCount, 60); n++) {
    const t = lines.lineText(n);
    if (t === '---') break;
    const key = t.startsWith('name:') ? 'name' : t.startsWith('description:') ? 'topic' : undefined;
    if (!key) continue;
    const words = t
      .slice(key === 'name' ? 5 : 12, 2_000)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w !== '');
    if (words.length > 0) out[key] = words.join('-');
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '[-_ ]');
}
