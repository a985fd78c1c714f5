/**
 * Programs that print the files they are given (handlers/data.ts reads their operands; prose reads a code
 * span such as `cat ~/.netrc` as naming the store): each with the short options that take a value, so an
 * option's value is not taken for a file.
 */

/** Readers whose operands are files (options with values listed so their values are not read as files). */
export const FILE_READERS: Record<string, string> = {
  cat: 'AbeEnstTuv',
  tac: 'bs',
  nl: 'bdfhilnpsvw',
  head: 'nc',
  tail: 'ncsF',
  less: 'bhjkoOpPtTxyz',
  more: 'n',
  strings: 'nt',
  sort: 'kotST',
  uniq: 'fsw',
  cut: 'bcdf',
  paste: 'd',
  fold: 'w',
  column: 'cstR',
  hexdump: 'nsef',
  od: 'AjNtw',
  shasum: 'a',
  sha256sum: '',
  md5sum: '',
  wc: '',
  file: 'fm',
  stat: 'fc',
};

/** Digests, counts and file metadata reveal nothing of the content. */
export function revealsContent(program: string): boolean {
  return keptOf(program) === 'content';
}

/** What a reader prints of its files: their content, a digest of it, or attributes (size, type, times). */
export function keptOf(program: string): 'content' | 'digest' | 'attributes' {
  if (/sum$/.test(program)) return 'digest';
  return /^wc$|^file$|^stat$/.test(program) ? 'attributes' : 'content';
}
