import type { DataKind } from './prose/data.js';

/**
 * Which files an agent reads as text when a skill sends it there, besides Markdown and code, and how their
 * text is laid out: data files (JSON, YAML, CSV, SVG) by their strings, plain documents whole. A document
 * format skillscan did not read was a place to put instructions nobody checks: a licence clause in
 * `vendor/x/LICENSE`, a troff comment in `man/tool.1` (never rendered), a reStructuredText or AsciiDoc
 * page, a GraphQL schema's descriptions. The agent reads the raw file, so they are read as text too.
 */

/** Extensions of plain-text document formats read whole (their markup is a few punctuation marks). */
const PLAIN_DOCS = new Set([
  'txt',
  'text',
  'rst',
  'rest',
  'adoc',
  'asciidoc',
  'org',
  'textile',
  'rdoc',
  'pod',
  'tex',
  'nfo',
  'graphql',
  'graphqls',
  'gql',
]);

/**
 * Files named for what they hold and usually without an extension (`LICENSE`, `NOTICE`, `COPYING`,
 * `LICENSE-MIT`, `LICENSE.APACHE`): legal and project documents vendored beside code. A lower-case suffix
 * is a format (`INSTALL.sh`, `README.md`) read as that format, except a licence's name.
 */
const DOC_NAME =
  /^(?:LICEN[CS]E|COPYING|NOTICE|README|CHANGELOG|CHANGES|HISTORY|AUTHORS|CONTRIBUTORS|CONTRIBUTING|INSTALL|TODO|HACKING|SECURITY|PATENTS|MAINTAINERS|THIRD[-_]PARTY[-_]NOTICES)/i;
const DOC_SUFFIX = /^(?:[-_.](?:[A-Z0-9][A-Za-z0-9.-]{0,20}|mit|apache|bsd|gpl|lgpl|mpl))?$/;

/** Manual-page extensions (section numbers, `man`, `roff`, `mdoc`); the text must look like troff too. */
const TROFF_EXT = /^(?:[1-9][a-z]{0,3}|man|roff|troff|mdoc)$/;
/** A troff request or comment at a line start within the first lines: `.TH`, `.Dd`, `.\"`, `'\"`. */
const TROFF_HEAD = /^(?:[.'](?:\\"|TH\b|SH\b|Dd\b|Dt\b|Nm\b|so\b|de\b|ig\b))/m;

/**
 * Git commit message templates (`git config commit.template FILE`; conventionally `.gitmessage`): git strips
 * their `#` lines from the message, so those lines are written only for whoever writes the commit — today
 * an agent told to follow the template. They are read as running text.
 */
const COMMIT_TEMPLATE =
  /^(?:\.?gitmessage|[\w.-]{0,40}\.gitmessage|\.?git[-_]?commit[-_]?template|\.?commit[-_]?(?:template|msg[-_]template))(?:\.txt)?$/i;

/** A commit message template's path (`.gitmessage`, `.github/commit-template.txt`), even without an extension. */
export function isCommitTemplateName(path: string): boolean {
  return COMMIT_TEMPLATE.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * A forge's pull-request or issue template (`.github/pull_request_template.md`, `.github/ISSUE_TEMPLATE/bug.md`,
 * `.gitlab/merge_request_templates/x.md`): the repository's own file, which a skill that opens a PR or an
 * issue tells the agent to fill in. What is written into it becomes the published description.
 */
const FORGE_TEMPLATE =
  /(?:^|\/)(?:(?:\.github\/|docs\/)?pull_request_template(?:\.md)?|\.github\/(?:PULL_REQUEST_TEMPLATE|ISSUE_TEMPLATE)\/[\w.-]{1,80}\.(?:md|ya?ml)|\.gitlab\/(?:merge_request|issue)_templates\/[\w.-]{1,80}\.md)$/i;

export function isForgeTemplatePath(path: string): boolean {
  return path.length <= 300 && FORGE_TEMPLATE.test(path);
}

export type TextKind = DataKind | 'troff' | 'hash-comments';

/** How a file's text is read for what it asks, or undefined when it is not read as text. */
export function textKindOf(path: string, text: string): TextKind | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  // Kiro's agent hooks (`.kiro/hooks/*.kiro.hook`) are JSON whose `askAgent` prompt joins every request.
  if (ext === 'json' || ext === 'jsonl' || ext === 'ipynb' || /\.kiro\.hook$/i.test(name)) return 'json';
  if (ext === 'yaml' || ext === 'yml') return 'yaml';
  if (COMMIT_TEMPLATE.test(name)) return 'hash-comments';
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (ext === 'svg') return 'svg';
  if (ext !== undefined && PLAIN_DOCS.has(ext)) return 'text';
  if (ext !== undefined && TROFF_EXT.test(ext) && TROFF_HEAD.test(text.slice(0, 4096))) return 'troff';
  const doc = DOC_NAME.exec(name);
  if (doc && DOC_SUFFIX.test(name.slice(doc[0].length))) return 'text';
  return undefined;
}

/**
 * A troff page as the text its author wrote, offsets kept: comment markers (`.\"`, `'\"`, `\"`), request
 * names at line starts (`.SH`, `.TP`, `.B`) and escapes (`\fB`, `\(em`, `\&`; the backslash of `\-`) become spaces, so a
 * sentence that runs over several comment lines reads as one, and a request's arguments as words.
 */
export function troffText(text: string): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to && i < out.length; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      lineStart = i + 1;
      continue;
    }
    if (i === lineStart && (c === '.' || c === "'")) {
      if (text.startsWith('\\"', i + 1)) {
        blank(i, i + 3);
        i += 2;
        continue;
      }
      // A request name: up to four characters after the control character.
      let j = i + 1;
      while (j < text.length && j - i <= 4 && text[j] !== ' ' && text[j] !== '\t' && text[j] !== '\n') j++;
      blank(i, j);
      i = j - 1;
      continue;
    }
    if (c !== '\\') continue;
    const next = text[i + 1];
    // `\-` is a hyphen, `\e` a backslash: only the escape character goes.
    if (next === '-' || next === 'e') {
      blank(i, i + 1);
      i++;
      continue;
    }
    const len = next === 'f' ? (text[i + 2] === '(' ? 5 : 3) : next === '(' ? 4 : next === '*' ? 3 : 2;
    blank(i, i + len);
    i += len - 1;
  }
  return out.join('');
}

/**
 * A `#`-commented file as the text its comments say, offsets kept: each comment line's marker (and a `#`
 * block's indentation) becomes a space, so a sentence that runs over several comment lines reads as one.
 */
export function hashCommentText(text: string): string {
  return text.replace(/^([ \t]{0,16})#/gm, (_m, indent: string) => `${indent} `);
}
