import { describe, expect, it } from 'vitest';
import type { IntentClass, TextIntent } from '../../../src/analysis/facts.js';
import { LineMap } from '../../../src/analysis/lines.js';
import { parseMarkdownBody } from '../../../src/analysis/markdown.js';
import { analyzeDescription, analyzeProse } from '../../../src/analysis/prose/index.js';
import { BENIGN, POSITIVE } from './fixtures.js';

function intentsIn(text: string, description = false): TextIntent[] {
  if (description) return analyzeDescription(text);
  const body = `${text}\n`;
  return analyzeProse({ text: body, md: parseMarkdownBody(body, 0), bodyStart: 0, lines: new LineMap(body) })
    .intents;
}

const CLASSES = Object.keys(POSITIVE) as IntentClass[];

describe('intent recognition by meaning', () => {
  for (const cls of CLASSES) {
    describe(cls, () => {
      it('has at least five paraphrases and five benign look-alikes', () => {
        expect(POSITIVE[cls].length).toBeGreaterThanOrEqual(5);
        expect(BENIGN[cls].length).toBeGreaterThanOrEqual(5);
      });
      for (const p of POSITIVE[cls]) {
        it(`matches: ${JSON.stringify(p.text).slice(0, 90)}`, () => {
          const found = intentsIn(p.text, p.description).filter((i) => i.cls === cls);
          expect(found.map((i) => `${i.role}${i.negated ? ' negated' : ''}`)).toContain('instruction');
        });
      }
      for (const b of BENIGN[cls]) {
        it(`does not read as an instruction: ${JSON.stringify(b.text).slice(0, 80)} (${b.from.split(' ')[0]})`, () => {
          const found = intentsIn(b.text, b.description).filter(
            (i) => i.cls === cls && i.role === 'instruction',
          );
          expect(found).toEqual([]);
        });
      }
    });
  }
});
