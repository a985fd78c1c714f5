import { registerAnalyzer } from '../../../src/analysis/code/index.js';
import type { Behaviour } from '../../../src/analysis/facts.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Runs the Python analyzer on a snippet and captures the shell code it hands on (the shell analyzer
 * is another module: here a recorder stands in for it, so these tests see exactly what Python embeds).
 */
export async function py(code: string) {
  const shell: string[] = [];
  registerAnalyzer('shell', {
    analyze: (unit) => {
      shell.push(unit.text);
    },
  });
  const r = await factsOf('python', code);
  const kinds = (k: Behaviour['kind']) => r.behaviours.filter((b) => b.kind === k);
  return { r, shell, kinds, of: <K extends Behaviour['kind']>(k: K) => ofKind(r, k) };
}

/** Kinds that are dangerous on their own, for benign look-alikes. */
export const DANGEROUS: Behaviour['kind'][] = [
  'execute',
  'send',
  'read',
  'write',
  'reverse-shell',
  'privilege',
  'destroy',
  'install',
];
