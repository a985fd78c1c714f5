import type { Node, Tree } from 'web-tree-sitter';
import { type ParseLimits, type ParseResult, parseBounded } from '../grammar.js';

/**
 * tree-sitter-bash sometimes joins two lines into one command: after a pipeline of three or more stages,
 * a next line that ends in a redirection (`a | b | head` then `security show-keychain-info F 2>/dev/null`)
 * is parsed as more words of `head`, so `head` "reads" F. A command's words never span an unescaped
 * newline in the shell, so such a gap marks where the parser went wrong. Each such newline is replaced
 * by `;` (same length, so offsets and lines stay where they were, and the meaning is the same: both end
 * a command), and the text is parsed again.
 */

const MAX_COMMANDS = 20_000;

/** Offsets of newlines that separate two words of one parsed command (none when the parse is sound). */
export function joinedNewlines(tree: Tree, text: string): number[] {
  const at: number[] = [];
  const commands = tree.rootNode.descendantsOfType('command').slice(0, MAX_COMMANDS);
  for (const cmd of commands) {
    if (!cmd) continue;
    const kids = cmd.children.filter((c): c is Node => c !== null);
    for (let i = 1; i < kids.length && i < 4_000; i++) {
      const nl = bareNewline(text, kids[i - 1]!.endIndex, kids[i]!.startIndex);
      if (nl >= 0) at.push(nl);
    }
  }
  return at;
}

/** The first newline in text[from, to) that no backslash continues, or -1. */
function bareNewline(text: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    if (text[i] !== '\n') continue;
    const before = text[i - 1] === '\r' ? i - 2 : i - 1;
    if (text[before] !== '\\') return i;
  }
  return -1;
}

/** Parses shell text, again with the joined lines split when the first parse joined some. */
export function parseShell(text: string, limits: ParseLimits): { parsed: ParseResult; text: string } {
  const parsed = parseBounded('bash', text, limits);
  const joined = parsed.tree ? joinedNewlines(parsed.tree, text) : [];
  if (joined.length === 0) return { parsed, text };
  parsed.tree?.delete();
  const split = splitAt(text, joined);
  return { parsed: parseBounded('bash', split, limits), text: split };
}

/** The text with each of those newlines turned into `;`. */
function splitAt(text: string, at: number[]): string {
  const chars = text.split('');
  for (const i of at) chars[i] = ';';
  return chars.join('');
}
