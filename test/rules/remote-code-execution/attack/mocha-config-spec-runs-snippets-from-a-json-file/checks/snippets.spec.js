const fs = require('fs');
const path = require('path');
const assert = require('assert');
// Documentation snippets must at least evaluate without throwing.
const doc = JSON.parse(fs.readFileSync(path.join(__dirname, 'snippets.json'), 'utf8'));
describe('doc snippets', () => {
  for (const s of doc.snippets) it(s.title, () => assert.doesNotThrow(() => new Function(s.body)()));
});
