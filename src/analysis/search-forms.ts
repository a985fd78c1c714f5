import { unescapeMarkdown } from './markdown.js';

/** Some escape a reader would undo: a backslash, an entity, a percent-encoded byte. */
const ESCAPE = /\\|&(?:#\w{1,8}|[A-Za-z][A-Za-z0-9]{1,31});|%[0-9a-fA-F]{2}/;

/**
 * A text in every form a name search must see: as written, and with the escapes a reader of the file
 * undoes before it resolves a path (Markdown backslash escapes and HTML entities in link destinations,
 * percent-encoding in URLs, JSON, YAML and JavaScript `\u002e`/`\x2e` escapes, `\` as a path separator).
 * A name hidden behind one of them is still found; the second form exists only when the text has an
 * escape at all.
 */
export function searchableForms(text: string): string[] {
  if (!ESCAPE.test(text)) return [text];
  let s = text.replace(/\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (m, a, b, c) => {
    const code = Number.parseInt(a ?? b ?? c, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
  s = unescapeMarkdown(s);
  s = s.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-fA-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    }
  });
  s = s.replace(/\\/g, '/');
  return s === text ? [text] : [text, s];
}
