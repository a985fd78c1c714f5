const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const detect = require('../src/detect');

test('flags the pipe-to-shell sample', () => {
  assert.ok(detect(fs.readFileSync(`${__dirname}/fixtures/pipe.sh.txt`, 'utf8')));
});
