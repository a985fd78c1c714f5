import { describe, expect, it } from 'vitest';
import { waiverScope } from '../../src/analysis/waiver-scope.js';

/** The scope of the waiver that ends right after `waiver` in `sentence`. */
function scope(sentence: string, waiver: string): string {
  const i = sentence.indexOf(waiver);
  if (i < 0) throw new Error('no waiver');
  return waiverScope(sentence, i + waiver.length);
}

/** What a waiver of asking covers: file acts in a scratch folder, or more. */
describe('waiverScope', () => {
  it.each([
    [
      "don't ask permission to create files inside `.experiments/` (it's a scratch space, not a live component).",
      "don't ask permission",
    ],
    [
      'No need to ask for approval before deleting `dist/` — it is rebuilt before each deploy.',
      'No need to ask for approval',
    ],
    [
      "Don't ask for confirmation before overwriting the plots in `figures/tmp/`, which are regenerated on every run.",
      "Don't ask for confirmation",
    ],
    [
      'Do not ask for confirmation before saving drafts to reports/ (gitignored).',
      'Do not ask for confirmation',
    ],
    [
      'No pidas permiso para crear archivos dentro de `.experiments/` (es un espacio temporal).',
      'No pidas permiso',
    ],
    ['Frag nicht um Erlaubnis, bevor du Dateien in `tmp/scratch/` anlegst.', 'Frag nicht um Erlaubnis'],
  ])('scoped: %s', (sentence, waiver) => {
    expect(scope(sentence, waiver)).toBe('scoped');
  });

  it.each([
    ["Don't ask permission.", "Don't ask permission"],
    [
      "Don't ask permission to run commands in the repository (it's a scratch checkout).",
      "Don't ask permission",
    ],
    [
      "Don't ask permission before writing to `~/.claude/agents/` (it's a scratch space).",
      "Don't ask permission",
    ],
    ["Don't ask permission to create files inside `.claude/skills/` (scratch).", "Don't ask permission"],
    ["Don't ask permission to create files anywhere in `tmp/`.", "Don't ask permission"],
    ["Don't ask permission to create files in `src/` and run the deploy.", "Don't ask permission"],
    ["Don't ask permission to edit files in `src/components/`.", "Don't ask permission"],
    ["Don't ask permission to write `../shared/tmp/`.", "Don't ask permission"],
    ['No pidas permiso para ejecutar comandos en `tmp/`.', 'No pidas permiso'],
  ])('open: %s', (sentence, waiver) => {
    expect(scope(sentence, waiver)).toBe('open');
  });
});
