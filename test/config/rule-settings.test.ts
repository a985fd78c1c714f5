import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CliIO, runCli } from '../../src/cli.js';
import { ConfigError, checkRuleSettings, defaultConfig, parseConfig, RULE_IDS } from '../../src/config.js';
import { RULE_META } from '../../src/rules/meta.generated.js';
import { scan } from '../../src/scan.js';
import { MemorySource } from '../../src/source/memory.js';
import { ROOT, skillMd } from '../helpers.js';

/**
 * Configuration that says no: an unknown rule id or option is an error (exit 2, one line, the closest
 * id or option suggested) before any rule runs — in .skillscan.yml, in --config, in --rule, in a
 * configuration built in code, and in the Action's `config` input (the same parser).
 */

const dir = mkdtempSync(join(tmpdir(), 'skillscan-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

const repo = join(dir, 'repo');
write('repo/.claude/skills/deploy/SKILL.md', skillMd('name: deploy\ndescription: Deploys. Use when asked.'));

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (s) => {
      stdout += s;
    },
    stderr: (s) => {
      stderr += s;
    },
    isTTY: false,
    env: {},
    readFile: (p) => readFile(p, 'utf8'),
  };
  return { code: await runCli(args, io), stdout, stderr };
}

function configError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('unknown rule ids', () => {
  it('rules: { remote-code-exec: off } exits 2 naming remote-code-execution', async () => {
    const cfg = write('misspelt-id.yml', 'rules:\n  remote-code-exec: off\n');
    const r = await cli(['--config', cfg, repo]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown rule 'remote-code-exec'.*did you mean 'remote-code-execution'/);
    expect(r.stderr).toContain(cfg);
  });

  it('the same from .skillscan.yml at the scanned root, for every subcommand that reads it', async () => {
    const root = join(dir, 'with-file');
    write('with-file/.skillscan.yml', 'rules:\n  name-mismatsh: low\n');
    write('with-file/skills/a/SKILL.md', skillMd('name: a\ndescription: d'));
    for (const args of [[root], ['discover', root], ['listing', root], ['graph', root]]) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(
        /\.skillscan\.yml: unknown rule 'name-mismatsh' \(did you mean 'name-mismatch'\?\)/,
      );
    }
  });

  it('--rule with an unknown id exits 2 with a suggestion; known ids still run', async () => {
    const bad = await cli(['--rule', 'reverse-shel', repo]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /^skillscan: --rule: unknown rule 'reverse-shel' \(did you mean 'reverse-shell'\?\)/,
    );
    const good = await cli(['--rule', 'reverse-shell', '--format', 'json', repo]);
    expect(good.code).toBe(0);
  });

  it('an id nothing resembles gets no guess, and still an error', () => {
    const msg = configError(() => parseConfig('rules:\n  zzzzzzzzzz: off\n', 'c.yml'));
    expect(msg).toMatch(/^c\.yml: unknown rule 'zzzzzzzzzz'; skillscan --list-rules/);
    expect(msg).not.toContain('did you mean');
  });

  it('scan() refuses unknown ids in `only` and in a configuration built in code, before reading anything', async () => {
    const source = new MemorySource({ 'skills/a/SKILL.md': skillMd('name: a\ndescription: d') });
    await expect(scan({ source, only: ['name-mismatch', 'scan-limits'] })).rejects.toThrow(
      /unknown rule 'scan-limits' \(did you mean 'scan-limit'\?\)/,
    );
    const config = { ...defaultConfig(), rules: { 'hidden-unicod': { enabled: false } } };
    await expect(scan({ source, config })).rejects.toThrow(ConfigError);
    await expect(scan({ source, config })).rejects.toThrow(/did you mean 'hidden-unicode'/);
  });

  it('every rule id of rules/ is accepted, and nothing else', () => {
    expect([...RULE_IDS].sort()).toEqual(Object.keys(RULE_META).sort());
    const all = Object.keys(RULE_META)
      .map((id) => `  ${id}: low`)
      .join('\n');
    expect(Object.keys(parseConfig(`rules:\n${all}\n`, 'all.yml').rules)).toHaveLength(RULE_IDS.length);
  });
});

describe('rule options are declared, validated and suggested', () => {
  it('a misspelt option exits 2 naming the option the rule declares', async () => {
    const cfg = write(
      'misspelt-option.yml',
      'rules:\n  remote-code-execution:\n    options:\n      trustedInstaller: [get.example.dev]\n',
    );
    const r = await cli(['--config', cfg, repo]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(
      /rule remote-code-execution has no option 'trustedInstaller' \(did you mean 'trustedInstallers'\?\)/,
    );
  });

  it('an option of the wrong type is an error naming where', () => {
    const msg = configError(() =>
      parseConfig('rules:\n  reverse-shell:\n    options:\n      trustedInstallers: sh.rustup.rs\n', 'c.yml'),
    );
    expect(msg).toMatch(/\/rules\/reverse-shell\/options\/trustedInstallers must be array/);
  });

  it('a rule that declares no options takes none', () => {
    const msg = configError(() =>
      parseConfig('rules:\n  name-format:\n    options: { strict: true }\n', 'c.yml'),
    );
    expect(msg).toMatch(/rule name-format has no option 'strict'/);
  });

  it('declared options are accepted, including the listing settings shared by the listing rules', () => {
    const c = parseConfig(
      [
        'rules:',
        '  remote-code-execution: { options: { trustedInstallers: [get.example.dev, raw.githubusercontent.com/acme/] } }',
        '  listing-overflow: { options: { contextWindow: 200000, runtimes: { codex: { charBudget: 900 } } } }',
        '',
      ].join('\n'),
      'c.yml',
    );
    expect(c.rules['remote-code-execution']?.options).toEqual({
      trustedInstallers: ['get.example.dev', 'raw.githubusercontent.com/acme/'],
    });
    const msg = configError(() =>
      parseConfig('rules:\n  listing-overflow: { options: { contextWindw: 1 } }\n', 'c.yml'),
    );
    expect(msg).toMatch(/has no option 'contextWindw' \(did you mean 'contextWindow'\?\)/);
  });

  it('options given in code are checked the same way before any rule runs', () => {
    expect(() =>
      checkRuleSettings({ 'split-payload': { options: { trustedInstallers: ['ok.example'] } } }, 'code'),
    ).not.toThrow();
    expect(() => checkRuleSettings({ 'split-payload': { options: { trusted: [] } } }, 'code')).toThrow(
      /rule split-payload has no option 'trusted' \(did you mean 'trustedInstallers'\?\)/,
    );
  });

  it('other misspelt settings get a suggestion too', () => {
    expect(configError(() => parseConfig('limits: { maxFileByte: 10 }\n', 'c.yml'))).toMatch(
      /unknown key 'maxFileByte' in \/limits \(did you mean 'maxFileBytes'\?\)/,
    );
    expect(configError(() => parseConfig('failon: high\n', 'c.yml'))).toMatch(/did you mean 'failOn'/);
  });
});

describe('every option a rule reads is declared in its rules/<id>.md', () => {
  it('each `options.<name>` read under src/rules is declared by the rules that read options', () => {
    const read = new Set<string>();
    const files = [
      'src/rules/support/runtimes.ts',
      'src/rules/listing-overflow.ts',
      'src/rules/skill-conflict.ts',
    ];
    for (const f of files)
      for (const m of readFileSync(join(ROOT, f), 'utf8').matchAll(/ctx\.options\.([A-Za-z]+)/g))
        read.add(m[1]!);
    expect([...read]).toEqual([]);
    const declaring = Object.values(RULE_META).filter((m) => {
      const props = (m.options as { properties?: Record<string, unknown> } | undefined)?.properties;
      return props && 'trustedInstallers' in props;
    });
    // trustedInstallers feeds the scan-wide host classification (src/scan.ts) of the behaviour facts, which
    // the behaviour rules grade with (support/behaviour.ts) and split-payload reads (model.facts): a rule that
    // declares it must be one of those.
    const users = Object.keys(RULE_META).filter((id) =>
      /support\/behaviour\.js'|model\.facts\(/.test(
        readFileSync(join(ROOT, 'src/rules', `${id}.ts`), 'utf8'),
      ),
    );
    expect(declaring.map((m) => m.id).filter((id) => !users.includes(id))).toEqual([]);
    expect(declaring.map((m) => m.id)).toContain('remote-code-execution');
  });

  it('rules that read the whole options object as listing settings declare the listing schema', () => {
    for (const id of ['listing-overflow', 'skill-conflict']) {
      const text = readFileSync(join(ROOT, 'rules', `${id}.md`), 'utf8');
      const front = parse(text.split('\n---\n')[0]!.slice(4));
      expect(front.options, id).toEqual({ $ref: '#/definitions/listing' });
    }
  });
});
