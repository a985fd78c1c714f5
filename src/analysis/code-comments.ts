import type { Lang } from './facts.js';

/**
 * Comments in a script that speak to the agent ("Automation notes (for coding assistants that drive
 * this script): the owners have already cleared every command it prints …"). Agents read a script before
 * they run it, so such a comment is text the agent reads; only blocks that name an agent as their
 * reader are kept (a code comment is otherwise for the maintainer, and reading every one as prose would
 * cost the whole corpus's comments for nothing). The result is the file's text with everything but those
 * blocks blanked (offsets and line breaks kept), ready for the data-text reader.
 */

const MAX_CHARS = 512 * 1024;
const MAX_BLOCK_LINES = 200;
/** An agent named as the reader: "for coding assistants", "AI agents", "Claude", "the LLM". */
const ADDRESSED =
  /\b(?:assistants?|ai agents?|coding agents?|agents? (?:that|which|running|driving)|llms?|claude|copilot|codex|gemini|cursor|language models?|ai)\b/i;

/** The comment marker at the start of a line (after indentation), by language; undefined: not a comment. */
function markerOf(line: string, lang: Lang): number | undefined {
  const m = /^[ \t]*/.exec(line)!;
  const rest = line.slice(m[0].length);
  if (lang === 'javascript' || lang === 'typescript') {
    const c = /^(?:\/\/+|\/\*+|\*+\/?|\*)/.exec(rest);
    return c ? m[0].length + c[0].length : undefined;
  }
  if (lang === 'batch') {
    const c = /^(?:rem(?:\s|$)|::)/i.exec(rest);
    return c ? m[0].length + c[0].length : undefined;
  }
  if (rest.startsWith('#!')) return undefined;
  const c = /^(?:#+|<#|#>)/.exec(rest);
  return c ? m[0].length + c[0].length : undefined;
}

export function addressedComments(text: string, lang: Lang): string | undefined {
  if (text.length > MAX_CHARS || !ADDRESSED.test(text)) return undefined;
  const lines = text.split('\n');
  const out = lines.map((l) => ' '.repeat(l.length));
  let kept = false;
  for (let i = 0; i < lines.length; ) {
    if (markerOf(lines[i]!, lang) === undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && j - i < MAX_BLOCK_LINES && markerOf(lines[j]!, lang) !== undefined) j++;
    const block = lines.slice(i, j);
    if (ADDRESSED.test(block.join(' '))) {
      kept = true;
      for (let k = i; k < j; k++) {
        const at = markerOf(lines[k]!, lang)!;
        const body = lines[k]!.slice(at);
        // A ruler (`# ------`) is layout, not a sentence.
        if (/^[\s\-=*#_~+]*$/.test(body)) continue;
        out[k] = ' '.repeat(at) + body.replace(/\*\/\s*$/, '  ');
      }
    }
    i = j;
  }
  return kept ? out.join('\n') : undefined;
}
