/** Visits each line of `text[from, to)`, skipping lines over 4,000 characters (minified or hostile text). */
export function lineSpans(
  text: string,
  from: number,
  to: number,
  visit: (line: string, start: number) => void,
): void {
  let i = from;
  let guard = 0;
  while (i < to && guard++ < 200000) {
    const nl = text.indexOf('\n', i);
    const end = nl < 0 || nl > to ? to : nl;
    if (end - i <= 4000) visit(text.slice(i, end), i);
    i = end + 1;
  }
}
