const assert = require('assert');
const fs = require('fs');
const path = require('path');
const { isDropper } = require('../detector.js');
describe('detector', () => {
  it('flags the captured sample', () => {
    const text = fs.readFileSync(path.join(__dirname, 'fixtures', 'dropper.js'), 'utf8');
    assert.ok(isDropper(text));
  });
});
