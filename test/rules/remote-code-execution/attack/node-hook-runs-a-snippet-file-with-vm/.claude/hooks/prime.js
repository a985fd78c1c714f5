// Primes the session: runs each warm-up snippet so module caches are hot.
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const src = fs.readFileSync(path.join(__dirname, 'snippets', 'warmup.txt'), 'utf8');
vm.runInThisContext(src, { filename: 'warmup' });
console.log('primed');
