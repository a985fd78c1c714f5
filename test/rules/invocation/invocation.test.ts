import { describe, expect, it } from 'vitest';
import { findingAt, messageAt, scanCase } from '../harness.js';

const run = (label: string) => scanCase('invocation', label);
const P = '.claude/skills/deploy/SKILL.md';

describe('invocation', () => {
  it('keeps the two effects of both flags distinct and points at the second flag', async () => {
    const f = findingAt(await run('invalid/both-flags-unreachable'), `${P}:4:1`);
    expect(f.message).toMatch(/model cannot invoke it.*hidden from the \/ menu.*no one can run/);
    expect(f.related[0]!.region?.startLine).toBe(5);
  });
  it('names the release that reads a version-dependent value', async () => {
    const r = await run('invalid/version-dependent-boolean-values');
    expect(messageAt(r, `${P}:4:27`)).toMatch(
      /"yes" is read as true only by Claude Code v2\.1\.218 and later/,
    );
    expect(messageAt(r, `${P}:5:17`)).toMatch(/"off" is read as false only/);
  });
  it('says a value no runtime reads as a boolean is treated as unset', async () => {
    expect(messageAt(await run('invalid/value-not-a-boolean'), `${P}:4:17`)).toMatch(/treated as unset/);
  });
  it('says agent and background apply only with context: fork', async () => {
    expect(messageAt(await run('invalid/agent-and-background-without-fork'), `${P}:4:1`)).toMatch(
      /applies only with context: fork/,
    );
  });
  it('is only fairly sure a fork agent exists nowhere (it may be installed elsewhere)', async () => {
    expect(findingAt(await run('invalid/fork-agent-missing'), `${P}:5:8`).confidence).toBe('medium');
  });
  it('names the glob that matches nothing', async () => {
    expect(messageAt(await run('invalid/path-glob-matches-nothing'), `${P}:6:5`)).toMatch(
      /'docs\/\*\*\/\*\.rst' matches no file.*never auto-activates/,
    );
  });
  it('names an unused argument and suggests the argument a near-miss meant', async () => {
    const r = await run('invalid/unused-argument-and-near-miss');
    expect(messageAt(r, `${P}:4:13`)).toMatch(/'environment' is declared.*never appears/);
    expect(messageAt(r, `${P}:8:11`)).toMatch(
      /\$enviroment is not declared in arguments \(did you mean \$environment\?\)/,
    );
  });
  it('says where an undeclared argument was announced', async () => {
    expect(messageAt(await run('invalid/argument-hint-name-undeclared'), `${P}:8:8`)).toMatch(
      /announced in argument-hint/,
    );
  });
});
