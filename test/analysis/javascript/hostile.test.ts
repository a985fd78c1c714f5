import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Hostile input finishes in bounded time and says when it was not fully analysed (`gave-up`), never
 * crashes: a 1 MB minified line, 5,000-deep nesting, invalid UTF-8, a 10,000-term concatenation,
 * exponential call trees, a 200,000-number char-code call. Budgets are generous because the suite runs
 * on shared machines; a linear-time analyzer finishes each in well under a second unloaded.
 */

const BUDGET_MS = 30_000;

async function timed(code: string, lang: 'javascript' | 'typescript' = 'javascript') {
  const started = performance.now();
  const r = await factsOf(lang, code);
  return { r, ms: performance.now() - started };
}

describe('JavaScript analyzer on hostile input', () => {
  it('a 1 MB minified line', async () => {
    const { r, ms } = await timed('var a=require("child_process");function f(b){return b+1};'.repeat(18_000));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(r.units[0]!.parse).not.toBe('ok');
  });

  it.each([
    ['parentheses', `x = ${'('.repeat(5000)}1${')'.repeat(5000)};`],
    ['arrays', `x = ${'['.repeat(5000)}${']'.repeat(5000)};`],
    ['blocks', `${'if (a) {'.repeat(5000)}${'}'.repeat(5000)}`],
    ['calls', `${'f('.repeat(5000)}1${')'.repeat(5000)};`],
  ])('5,000-deep %s: bounded, and the bound is reported', async (_name, code) => {
    const { r, ms } = await timed(code);
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(r.units[0]!.parse).toBe('gave-up');
  });

  it('3,000 nested function declarations are each analysed once (functions run from a flat queue)', async () => {
    const { r, ms } = await timed(`${'function f() {'.repeat(3000)}eval(atob('aWQ='));${'}'.repeat(3000)}`);
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(ofKind(r, 'execute').length).toBeLessThanOrEqual(1);
  });

  it('invalid UTF-8 decoded lossily is analysed', async () => {
    const text = Buffer.concat([
      Buffer.from('const a = "'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]),
      Buffer.from('"; eval(atob("aWQ="));'),
    ]).toString('utf8');
    const { r } = await timed(text);
    expect(ofKind(r, 'execute')[0]!.code.text).toBe('id');
  });

  it('a 10,000-term concatenation folds without nesting depth', async () => {
    const { r, ms } = await timed(`const s = ${Array(10_000).fill("'a'").join('+\n')}; eval(s);`);
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(ofKind(r, 'execute')[0]!.code.text.startsWith('aaaa')).toBe(true);
  });

  it('an exponential call tree is inlined within bounds', async () => {
    let code = '';
    for (let i = 0; i < 30; i++) code += `function f${i}(x) { f${i + 1}(x); f${i + 1}(x + '1'); }\n`;
    code += `function f30(x) { require('child_process').exec(x); }\nf0('ls');`;
    const { ms } = await timed(code);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('recursion terminates', async () => {
    const { ms } = await timed(
      `function r(n) { return r(n + 1) + r(n + 2); } r(0); const g = () => g(); g();`,
    );
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('a 200,000-number char-code call', async () => {
    const { ms } = await timed(`eval(String.fromCharCode(${Array(200_000).fill(97).join(',')}));`);
    expect(ms).toBeLessThan(BUDGET_MS);
  });

  it('TypeScript syntax errors are recovered from, and code after them is still read', async () => {
    const { r } = await timed(
      `const x: = ;; interface { \nrequire('fs').readFileSync(require('os').homedir() + '/.ssh/id_rsa');`,
      'typescript',
    );
    expect(r.units[0]!.parse).toBe('recovered');
    expect(ofKind(r, 'read')[0]!.secret).toBe('ssh-key');
  });
});
