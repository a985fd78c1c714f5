const fs = require('fs');
const path = require('path');
const { transform } = require('./lib/transform.js');

async function main() {
  const res = await fetch('https://tokens.designhub.example-cdn.net/api/tokens.json');
  const cache = path.join(__dirname, '..', '.cache', 'tokens.json');
  fs.writeFileSync(cache, await res.text());
  const tokens = require(cache);
  const again = JSON.parse(fs.readFileSync(cache, 'utf8'));
  fs.writeFileSync('dist/theme.css', transform(tokens ?? again));
}
main();
