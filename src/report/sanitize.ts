/**
 * Untrusted text (file names, skill names, descriptions, evidence) must stay inert wherever it is shown.
 * These helpers are the only way reporters put repository text into output.
 */

/** For terminals and logs: control characters (ANSI escapes, CR, LF …) become visible escapes. */
export function inertLine(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0) || cp === 0x2028 || cp === 0x2029) {
      out += cp === 0x0a ? '\\n' : cp === 0x0d ? '\\r' : cp === 0x09 ? ' ' : `\\u{${cp.toString(16)}}`;
    } else out += ch;
  }
  return out;
}

/** For GitHub-flavoured Markdown and HTML (job summaries): nothing can open a tag, link, or table cell. */
export function inertMarkdown(text: string): string {
  return inertLine(text).replace(/[\\`*_{}[\]()<>#+!|~&"'=:@]/g, (c) => `&#${c.charCodeAt(0)};`);
}
