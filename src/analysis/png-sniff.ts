/**
 * A PNG by its signature and name, tested before its text chunks are read (src/analysis/png-text.ts). Kept
 * apart from the reader so the model can test a file without loading the analyzers.
 */
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(path: string, bytes: Uint8Array): boolean {
  return /\.png$/i.test(path) && bytes.length >= 8 && SIGNATURE.every((b, i) => bytes[i] === b);
}
