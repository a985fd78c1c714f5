/**
 * Markdown structure the rules need: code (fenced and indented), inline code, links of every kind,
 * raw HTML (comments included), and the prose between them. Offsets are into the text given.
 *
 * PLACEHOLDER IMPLEMENTATION: a line scanner good enough for fences and HTML comments. The reference
 * graph work replaces it with a real CommonMark parser behind the same interface.
 */

export interface MdSpan {
  start: number;
  end: number;
}

export interface MdCodeBlock extends MdSpan {
  fenced: boolean;
  /** The info string after the fence (` ```bash title` → `bash title`); '' for indented code. */
  info: string;
  /** First word of the info string, lower-cased (`bash`, `!` for Claude Code's ```! blocks). */
  lang: string;
  content: string;
  /** Offset of the first character of `content`. */
  contentStart: number;
}

export type MdLinkKind = 'inline' | 'reference' | 'image' | 'autolink' | 'definition';

export interface MdLink extends MdSpan {
  kind: MdLinkKind;
  url: string;
  /** Link text or image alt text. */
  text: string;
}

export interface MdHtml extends MdSpan {
  html: string;
  comment: boolean;
}

export interface MdInlineCode extends MdSpan {
  code: string;
}

export interface MarkdownDoc {
  code: MdCodeBlock[];
  inlineCode: MdInlineCode[];
  links: MdLink[];
  html: MdHtml[];
  /** Prose outside code and HTML. */
  prose: MdSpan[];
}

export function parseMarkdown(text: string): MarkdownDoc {
  const doc: MarkdownDoc = { code: [], inlineCode: [], links: [], html: [], prose: [] };
  const fence = /^( {0,3})(`{3,}|~{3,})([^\n]*)$/gm;
  let proseStart = 0;
  let m: RegExpExecArray | null = fence.exec(text);
  while (m) {
    const marker = m[2]!;
    const open = m.index;
    const contentStart = open + m[0].length + 1;
    const closeRe = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`, 'gm');
    closeRe.lastIndex = Math.min(contentStart, text.length);
    const close = closeRe.exec(text);
    const end = close ? close.index + close[0].length : text.length;
    const info = m[3]!.trim();
    doc.code.push({
      start: open,
      end,
      fenced: true,
      info,
      lang: (info.split(/\s+/)[0] ?? '').toLowerCase(),
      content: text
        .slice(Math.min(contentStart, text.length), close ? close.index : text.length)
        .replace(/\n$/, ''),
      contentStart: Math.min(contentStart, text.length),
    });
    if (open > proseStart) doc.prose.push({ start: proseStart, end: open });
    proseStart = end;
    fence.lastIndex = Math.max(end, fence.lastIndex);
    m = fence.exec(text);
  }
  if (proseStart < text.length) doc.prose.push({ start: proseStart, end: text.length });
  for (const span of doc.prose) {
    const part = text.slice(span.start, span.end);
    for (let i = part.indexOf('<!--'); i >= 0; i = part.indexOf('<!--', i + 4)) {
      const e = part.indexOf('-->', i + 4);
      const end = e < 0 ? part.length : e + 3;
      doc.html.push({
        start: span.start + i,
        end: span.start + end,
        html: part.slice(i, end),
        comment: true,
      });
      i = end - 4;
    }
  }
  return doc;
}
