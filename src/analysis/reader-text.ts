/**
 * The text as its reader sees it: a name split by a character that renders as nothing (`~/.aws/cre<SHY>dentials`,
 * `up<ZWSP>load`, `cur<WJ>l`) reads as the whole name to the reviewer and to the model that acts on it, while a
 * literal match on the file's characters misses it. Facts are extracted from this copy; the hidden-unicode rule
 * reads the file itself and still reports the characters.
 *
 * Offsets survive: each removed character becomes a space at the end of its word (before the next blank, line
 * break or end of text), so every line keeps its start and its length, and a word keeps its start. Only the
 * columns inside a word after a removed character move. Tag characters stay: a run of them is hidden text
 * (decoded and reported as such), not a break inside a name. Pure and linear.
 */

/**
 * Characters Unicode marks default-ignorable that render as nothing inside a word: soft hyphen, combining
 * grapheme joiner, Mongolian vowel separator, zero-width space/non-joiner/joiner, word joiner and the invisible
 * operators, bidi marks, embeddings, overrides and isolates (they reorder display, not the logical text a shell or
 * a model reads), a byte-order mark, and variation selectors (both blocks).
 */
const IGNORABLE =
  /\u00ad|\u034f|\u061c|\u180e|[\u200b-\u200f]|[\u202a-\u202e]|[\u2060-\u2064]|[\u2066-\u2069]|\ufeff|[\ufe00-\ufe0f]|\udb40[\udd00-\uddef]/g;
const IGNORABLE_ONE = new RegExp(IGNORABLE.source);
const BLANK = /[ \t\n\r]/;

export function readerText(text: string): string {
  if (!IGNORABLE_ONE.test(text)) return text;
  let out = '';
  let owed = 0;
  let last = 0;
  // Copies text[last, to), paying the spaces owed by earlier removals at its first blank (at the end of the text
  // when none follows); a segment without a blank keeps them owed to the next.
  const copy = (to: number) => {
    let seg = text.slice(last, to);
    if (owed > 0) {
      const b = seg.search(BLANK);
      if (b >= 0) {
        // A line ending in a backslash continues a shell command: the spaces go before the backslash.
        const at = b > 0 && seg[b - 1] === '\\' && (seg[b] === '\n' || seg[b] === '\r') ? b - 1 : b;
        seg = seg.slice(0, at) + ' '.repeat(owed) + seg.slice(at);
        owed = 0;
      } else if (to === text.length) {
        seg += ' '.repeat(owed);
        owed = 0;
      }
    }
    out += seg;
  };
  for (const m of text.matchAll(IGNORABLE)) {
    copy(m.index);
    owed += m[0].length;
    last = m.index + m[0].length;
  }
  copy(text.length);
  return out;
}
