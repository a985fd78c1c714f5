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

/**
 * For a GitHub Actions log line: one line, and never one the runner reads as a workflow command
 * (`::add-mask::`, `::stop-commands::`, a forged `::error`). The runner only parses commands at the start of
 * a line, so after `inertLine` removed every line break, only the start needs guarding.
 */
export function inertLogLine(text: string): string {
  const line = inertLine(text);
  return /^\s*::/.test(line) ? `› ${line}` : line;
}

/** U+2060 WORD JOINER: invisible, and it breaks the text patterns GitHub links after Markdown parsing. */
const JOIN = '&#8288;';

/**
 * For GitHub-flavoured Markdown and HTML (job summaries): nothing can open a tag, link, code span or table
 * cell. Entities alone are not enough: GitHub turns `@user`, `#123`, bare URLs and `www.` into links after
 * decoding them, so a word joiner follows each of those markers.
 */
export function inertMarkdown(text: string): string {
  return inertLine(text)
    .replace(/[\\`*_{}[\]()<>#+!|~&"'=:@$%^-]/g, (c) => {
      const entity = `&#${c.charCodeAt(0)};`;
      return c === '@' || c === '#' || c === ':' ? entity + JOIN : entity;
    })
    .replace(/www\./gi, (m) => `${m.slice(0, 3)}${JOIN}.`);
}

/**
 * For a Mermaid label inside a quoted node (`id["…"]`): Mermaid decodes `#<decimal>;` codes, so every
 * character that could end the label, the node or the code fence, or be read as HTML, becomes one.
 */
export function inertMermaid(text: string): string {
  let out = '';
  for (const ch of inertLine(text)) {
    out += /^[A-Za-z0-9 ._/-]$/u.test(ch) ? ch : `#${ch.codePointAt(0)};`;
  }
  return out;
}
