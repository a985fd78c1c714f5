import { describe, expect, it } from 'vitest';
import { positions, scanMemory, skillMd } from '../helpers.js';

const RULE = 'invocation';
const P = '.claude/skills/deploy/SKILL.md';
const D = 'description: Deploys the app. Use when the user asks to deploy.';

async function one(frontmatter: string, body?: string, extra: Record<string, string> = {}) {
  return scanMemory({ [P]: skillMd(`name: deploy\n${D}\n${frontmatter}`, body), ...extra }, { only: [RULE] });
}

describe('invocation — flags', () => {
  it('flags both flags set (unreachable) at disable-model-invocation, keeping the two effects distinct', async () => {
    const r = await one('disable-model-invocation: true\nuser-invocable: false');
    expect(positions(r.findings)).toEqual([`${P}:4:1 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/model cannot invoke it.*hidden from the \/ menu.*no one can run/);
    expect(r.findings[0]!.related[0]!.region?.startLine).toBe(5);
  });

  it('is quiet on either flag alone', async () => {
    expect((await one('disable-model-invocation: true')).findings).toEqual([]);
    expect((await one('user-invocable: false')).findings).toEqual([]);
  });

  it('flags version-dependent values and still computes reachability with them', async () => {
    const r = await one('disable-model-invocation: "yes"\nuser-invocable: off');
    expect(positions(r.findings)).toEqual([
      `${P}:4:1 ${RULE} medium`,
      `${P}:4:27 ${RULE} medium`,
      `${P}:5:17 ${RULE} medium`,
    ]);
    expect(r.findings[1]!.message).toMatch(/"yes" is read as true only by Claude Code v2\.1\.218 and later/);
    expect(r.findings[2]!.message).toMatch(/"off" is read as false only/);
  });

  it('flags a value no runtime reads as a boolean', async () => {
    const r = await one('user-invocable: maybe');
    expect(positions(r.findings)).toEqual([`${P}:4:17 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/treated as unset/);
  });

  it('flags when_to_use on a skill the model can never invoke', async () => {
    const r = await one('disable-model-invocation: true\nwhen_to_use: When the user says ship it.');
    expect(positions(r.findings)).toEqual([`${P}:5:1 ${RULE} low`]);
    const ok = await one('when_to_use: When the user says ship it.');
    expect(ok.findings).toEqual([]);
  });
});

describe('invocation — context and agent', () => {
  it('flags agent and background without context: fork', async () => {
    const r = await one('agent: Explore\nbackground: false');
    expect(positions(r.findings)).toEqual([`${P}:4:1 ${RULE} medium`, `${P}:5:1 ${RULE} medium`]);
    expect(r.findings[0]!.message).toMatch(/applies only with context: fork/);
  });

  it('flags an unknown context value', async () => {
    const r = await one('context: forked');
    expect(positions(r.findings)).toEqual([`${P}:4:10 ${RULE} medium`]);
  });

  it('flags a fork agent that exists nowhere, accepts built-ins and repository agents', async () => {
    const bad = await one('context: fork\nagent: deployer');
    expect(positions(bad.findings)).toEqual([`${P}:5:8 ${RULE} medium`]);
    expect(bad.findings[0]!.confidence).toBe('medium');
    expect((await one('context: fork\nagent: Plan')).findings).toEqual([]);
    const agent = skillMd('name: deployer\ndescription: Deploys.');
    expect(
      (await one('context: fork\nagent: deployer', undefined, { '.claude/agents/deployer.md': agent }))
        .findings,
    ).toEqual([]);
  });
});

describe('invocation — paths', () => {
  it('flags a glob that matches nothing in the repository, at the list item', async () => {
    const r = await one('paths:\n  - "src/**/*.ts"\n  - "docs/**/*.rst"', undefined, { 'src/a/b.ts': 'x' });
    expect(positions(r.findings)).toEqual([`${P}:6:5 ${RULE} low`]);
    expect(r.findings[0]!.message).toMatch(/'docs\/\*\*\/\*\.rst' matches no file.*never auto-activates/);
  });

  it('checks comma-separated strings and is quiet when every glob matches', async () => {
    const r = await one('paths: "src/**/*.ts, *.md"', undefined, { 'src/a/b.ts': 'x', 'README.md': 'x' });
    expect(r.findings).toEqual([]);
  });

  it('flags paths in a legacy command file, where it is ignored', async () => {
    const r = await scanMemory(
      { '.claude/commands/go.md': skillMd('description: Go.\npaths: "src/**"') },
      { only: [RULE] },
    );
    expect(positions(r.findings)).toEqual([`.claude/commands/go.md:3:1 ${RULE} low`]);
  });

  it('does not check skills in a collection (they target other projects)', async () => {
    const r = await scanMemory(
      { 'skills/deploy/SKILL.md': skillMd(`name: deploy\n${D}\npaths: "**/*.tsx"`) },
      { only: [RULE] },
    );
    expect(r.findings).toEqual([]);
  });
});

describe('invocation — arguments', () => {
  it('flags a declared argument the body never uses, and a near-miss in the body', async () => {
    const r = await one(
      'arguments: [environment, region]',
      '# Deploy\n\nDeploy to $enviroment in $region.\n',
    );
    expect(positions(r.findings)).toEqual([`${P}:4:13 ${RULE} low`, `${P}:8:11 ${RULE} low`]);
    expect(r.findings[0]!.message).toMatch(/'environment' is declared.*never appears/);
    expect(r.findings[1]!.message).toMatch(
      /\$enviroment is not declared in arguments \(did you mean \$environment\?\)/,
    );
  });

  it('flags a name argument-hint announces when arguments is missing', async () => {
    const r = await one('argument-hint: "<target>"', '# Deploy\n\nDeploy $target now.\n');
    expect(positions(r.findings)).toEqual([`${P}:8:8 ${RULE} low`]);
    expect(r.findings[0]!.message).toMatch(/announced in argument-hint/);
  });

  it('leaves shell variables and declared, used arguments alone', async () => {
    const body = [
      '# Deploy',
      '',
      '```bash',
      'echo $HOME $target $1 $ARGUMENTS $' + '{CLAUDE_SKILL_DIR}',
      '```',
      'Use $' + '{env}.',
      '',
    ].join('\n');
    const r = await one('arguments: env', body);
    expect(r.findings).toEqual([]);
  });
});
