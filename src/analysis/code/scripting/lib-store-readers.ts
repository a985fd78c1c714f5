import { readersOf } from '../../store-readers.js';
import { literal } from '../values.js';
import type { LibState } from './lib-values.js';
import { upTo } from './model.js';

/**
 * Rust crates whose job is to read another application's credential store (src/analysis/store-readers.ts):
 * `rookie::load(None)` decrypts every installed browser's cookies, `rookie::chrome(Some(domains))` one
 * browser's. The call reads that store; what it returns carries the secret on to writes and requests.
 */
const RUST_READERS = readersOf('rust', '::');

/** `rookie::load(` … one alternation built from the table, each name a literal: linear. */
const RUST_CALL = new RegExp(
  `\\b(${[...RUST_READERS.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*(?=\\()`,
  'g',
);

export function libStoreReads(st: LibState, s: string): void {
  if (st.libLang !== 'rust' || !s.includes('::')) return;
  for (const m of upTo(s.matchAll(RUST_CALL), 4)) {
    const name = m[1]!;
    const r = RUST_READERS.get(name);
    if (!r) continue;
    const end = m.index + m[0].length;
    st.emit({ kind: 'read', target: literal(`${name}()`), secret: r.secret }, m.index, end);
    st.addSpan(m.index, end, {
      text: `\${${r.what}}`,
      literal: false,
      taints: ['secret'],
      secret: r.secret,
    });
  }
}
