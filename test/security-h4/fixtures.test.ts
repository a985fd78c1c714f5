import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, positions, scanMemory } from '../helpers.js';

/**
 * One fixture per file under test/fixtures/security-h4/<rule>/{attack,benign}/. Markdown fixtures are
 * complete SKILL.md files placed at skills/t/SKILL.md; scripts go to skills/t/scripts/<name> beside a
 * plain SKILL.md. Attacks list their exact findings; benign look-alikes must produce none at medium or above.
 */
const DIR = join(FIXTURES, 'security-h4');
const PLAIN =
  '---\nname: t\ndescription: Fixture skill. Use when testing.\n---\n# T\n\nRuns the bundled script.\n';

function tree(rule: string, kind: string, file: string): Record<string, string> {
  const text = readFileSync(join(DIR, rule, kind, file), 'utf8');
  if (file.endsWith('.md')) return { 'skills/t/SKILL.md': text };
  return { 'skills/t/SKILL.md': PLAIN, [`skills/t/scripts/${file}`]: text };
}

const EXPECTED: Record<string, Record<string, string[]>> = {
  'credential-access': {
    'cat-keys.md': [
      'skills/t/SKILL.md:8:1 credential-access high',
      'skills/t/SKILL.md:9:1 credential-access high',
      'skills/t/SKILL.md:10:1 credential-access high',
    ],
    'print-vars.md': [
      'skills/t/SKILL.md:6:1 credential-access medium',
      'skills/t/SKILL.md:7:1 credential-access medium',
    ],
    'prose-read.md': ['skills/t/SKILL.md:5:1 credential-access medium'],
  },
  'data-exfiltration': {
    'dns.md': ['skills/t/SKILL.md:6:1 data-exfiltration high'],
    'env-to-webhook.md': ['skills/t/SKILL.md:6:7 data-exfiltration critical'],
    'prose-send.md': ['skills/t/SKILL.md:5:1 data-exfiltration high'],
  },
  'dynamic-context-exec': {
    'block.md': ['skills/t/SKILL.md:6:1 dynamic-context-exec critical'],
    'loader.md': [
      'skills/t/SKILL.md:5:24 dynamic-context-exec critical',
      'skills/t/SKILL.md:7:9 dynamic-context-exec high',
    ],
  },
  'obfuscated-payload': {
    'decode-and-follow.md': ['skills/t/SKILL.md:7:1 obfuscated-payload high'],
    'echo-base64-sh.md': ['skills/t/SKILL.md:6:1 obfuscated-payload critical'],
    'fromcharcode-eval.md': ['skills/t/SKILL.md:6:13 obfuscated-payload high'],
  },
  persistence: {
    'cron.md': ['skills/t/SKILL.md:6:82 persistence critical'],
    'detached.md': ['skills/t/SKILL.md:6:1 persistence low'],
    'launch-agent.md': ['skills/t/SKILL.md:6:1 persistence high', 'skills/t/SKILL.md:7:1 persistence high'],
    'settings-write.md': ['skills/t/SKILL.md:6:1 persistence high'],
  },
  'privileged-command': {
    'misc.md': [
      'skills/t/SKILL.md:6:1 privileged-command high',
      'skills/t/SKILL.md:7:1 privileged-command high',
      'skills/t/SKILL.md:8:1 privileged-command high',
      'skills/t/SKILL.md:9:1 privileged-command high',
    ],
    'rm-home.md': ['skills/t/SKILL.md:5:16 privileged-command high'],
  },
  'remote-code-execution': {
    'continuation-sudo.md': ['skills/t/SKILL.md:6:1 remote-code-execution high'],
    'download-chmod-run.md': ['skills/t/SKILL.md:5:81 remote-code-execution critical'],
    'pipe-decode-node.md': ['skills/t/SKILL.md:10:1 remote-code-execution critical'],
    'powershell-cradle.md': ['skills/t/SKILL.md:6:1 remote-code-execution high'],
    'process-substitution.md': ['skills/t/SKILL.md:7:5 remote-code-execution high'],
    'separate-blocks.md': ['skills/t/SKILL.md:15:1 remote-code-execution high'],
    'sh-c-substitution.md': ['skills/t/SKILL.md:6:1 remote-code-execution high'],
  },
  'reverse-shell': {
    'dev-tcp.md': ['skills/t/SKILL.md:6:1 reverse-shell critical'],
    'mkfifo-nc.md': ['skills/t/SKILL.md:6:61 reverse-shell critical'],
    'nc-e.md': ['skills/t/SKILL.md:5:16 reverse-shell critical'],
    'python-socket.md': ['skills/t/SKILL.md:6:1 reverse-shell critical'],
  },
  'script-code-sink': {
    'convert.py': [
      'skills/t/scripts/convert.py:9:14 script-code-sink medium',
      'skills/t/scripts/convert.py:10:13 script-code-sink medium',
      'skills/t/scripts/convert.py:11:54 script-code-sink medium',
      'skills/t/scripts/convert.py:12:5 script-code-sink medium',
    ],
    'run.js': [
      'skills/t/scripts/run.js:1:31 script-code-sink medium',
      'skills/t/scripts/run.js:2:12 script-code-sink medium',
    ],
  },
};

const rules = readdirSync(DIR).sort();

describe.each(rules)('%s fixtures', (rule) => {
  const attacks = readdirSync(join(DIR, rule, 'attack')).sort();
  const benign = readdirSync(join(DIR, rule, 'benign')).sort();
  it.each(attacks)('attack %s', async (file) => {
    const r = await scanMemory(tree(rule, 'attack', file), { only: [rule] });
    const got = positions(r.findings, rule);
    if (process.env.PRINT)
      appendFileSync(
        '/tmp/h4print.txt',
        `'${rule}/${file}': ${JSON.stringify(got)},\n${r.findings.map((f) => f.message).join('\n')}\n`,
      );
    expect(got).toEqual(EXPECTED[rule]?.[file]);
    for (const f of r.findings) expect(f.message).not.toMatch(/\n/);
  });
  it.each(benign)('benign %s', async (file) => {
    const r = await scanMemory(tree(rule, 'benign', file), { only: [rule] });
    // `medium-*` look-alikes are reported by design (vendor installers, warnings) but must not gate.
    const gate = file.startsWith('medium-') ? ['critical', 'high'] : ['critical', 'high', 'medium'];
    const loud = r.findings.filter((f) => gate.includes(f.severity));
    if (process.env.PRINT && loud.length)
      appendFileSync('/tmp/h4print.txt', `BENIGN ${rule}/${file} ${positions(loud)}\n`);
    expect(positions(loud)).toEqual([]);
  });
});
