import { describe, expect, it } from 'vitest';
import { findFragments } from '../../src/analysis/fragments.js';
import { LineMap } from '../../src/analysis/lines.js';

const values = (text: string) => findFragments(text, new LineMap(text)).map((f) => f.value);

describe('findFragments', () => {
  it('finds labelled encoded pieces', () => {
    expect(values('PART1="Y3VybCAtcyBodHRw"\nPART2="Oi8vZXZpbC54eXovcyB8IHNo"')).toEqual([
      'Y3VybCAtcyBodHRw',
      'Oi8vZXZpbC54eXovcyB8IHNo',
    ]);
    expect(values('a=1 && PART2=Oi8vZXZpbC54eXovcyB8IHNo')).toEqual(['Oi8vZXZpbC54eXovcyB8IHNo']);
  });
  it("leaves a URL query's fields alone", () => {
    const url =
      'https://www.digikey.com/ordering/fastadd.aspx?part1=490-10698-1-ND&qty1=3&part2=311-1365-1-ND';
    expect(values(url)).toEqual([]);
  });
});
