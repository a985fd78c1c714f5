'use strict';
// Seeds the local fixtures before the run.
const fs = require('node:fs');
const path = require('node:path');

exports.mochaGlobalSetup = async () => {
  const text = fs.readFileSync(path.join(__dirname, 'orders.json'), 'utf8');
  globalThis.fixtures = JSON.parse(text);
};
