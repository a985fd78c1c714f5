const assert = require('assert');
const acorn = require('acorn');
const cases = require('../fixtures/cases.json');
const rule = require('../../lib/no-pipe-to-shell.js');

describe('no-pipe-to-shell', () => {
  for (const c of cases.invalid) {
    it(`flags ${c.name}`, () => {
      const ast = acorn.parse(c.code, { ecmaVersion: 2022 });
      assert.strictEqual(rule.check(ast).length, c.errors);
    });
  }
});
