// Compares a script the user pastes against known droppers; the samples are read as text only.
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', process.env.SAMPLES || 'samples');
const samples = fs.readdirSync(dir).map((f) => ({ name: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
process.stdin.on('data', (buf) => {
  const text = buf.toString();
  const hit = samples.find((s) => text.includes(s.text.trim().split('\n').pop()));
  process.stdout.write(JSON.stringify({ match: hit ? hit.name : null }) + '\n');
});
