import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** A file's bytes handed to a deserialiser that runs code: an `execute` of the file's text (src/model/executed-data.ts). */
describe('unpickling a file', () => {
  it('pickle.load of an opened file, joblib.load and torch.load of a path', async () => {
    const r = await factsOf(
      'python',
      [
        'import pickle, joblib, torch, pathlib',
        'ROOT = pathlib.Path(__file__).resolve().parents[1]',
        'with open(ROOT / "cache" / "a.pkl", "rb") as f:',
        '    A = pickle.load(f)',
        'B = joblib.load("models/b.joblib")',
        'C = torch.load(ROOT / "ckpt" / "c.pt")',
      ].join('\n'),
    );
    const runs = ofKind(r, 'execute').map((b) => [b.via, b.code.taints.includes('file'), b.code.from]);
    expect(runs).toEqual([
      ['pickle', true, '${__file__}/../../cache/a.pkl'],
      ['pickle', true, 'models/b.joblib'],
      ['pickle', true, '${__file__}/../../ckpt/c.pt'],
    ]);
  });

  it('torch.load with weights_only=True and yaml.safe_load run nothing', async () => {
    const r = await factsOf(
      'python',
      'import torch, yaml\nW = torch.load("w.pt", weights_only=True)\nM = yaml.safe_load(open("m.yaml"))\n',
    );
    expect(ofKind(r, 'execute')).toEqual([]);
  });
});
