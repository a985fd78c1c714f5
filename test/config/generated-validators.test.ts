import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { generatedValidator, type Validator } from '../../src/validators.js';
import { ROOT } from '../helpers.js';

/**
 * The validators `npm run gen` compiles ahead of time (src/generated/*.cjs) answer exactly as Ajv compiling
 * the same schema with the same options at run time would: same verdict, same errors in the same order
 * (messages are built from them). `gen-rules --check` keeps the files fresh; this keeps them right.
 */

const schema = (name: string) => JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8'));

function verdict(v: Validator | ReturnType<Ajv['compile']>, data: unknown) {
  const ok = v(data);
  return { ok, errors: ok ? [] : JSON.parse(JSON.stringify(v.errors ?? [])) };
}

describe('ahead-of-time schema validators', () => {
  it('the configuration validator matches a run-time compile, valid and invalid', () => {
    const runtime = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(
      schema('config.schema.json'),
    );
    const generated = generatedValidator('config-validator', 'validateConfig');
    const cases: unknown[] = [
      {},
      { failOn: 'high', ignore: ['vendor/**'] },
      { failOn: 'severe' },
      { rulez: {} },
      { rules: { 'name-format': 'off', 'listing-overflow': { severity: 'high' } } },
      { rules: { 'name-format': { options: { strict: 'yes' } } } },
      { rules: { 'reverse-shell': { options: { trustedInstallers: 'sh.rustup.rs' } } } },
      { rules: { 'no-such-rule': 'off' } },
      { limits: { maxFileByte: 10 } },
      { runtimes: ['claude-code', 'nope'] },
      [],
      'text',
    ];
    for (const data of cases)
      expect(verdict(generated, data), JSON.stringify(data)).toEqual(verdict(runtime, data));
    // Not vacuous: most of the cases are errors.
    expect(cases.filter((c) => !generated(c)).length).toBeGreaterThanOrEqual(8);
  });

  it('the hooks validators match a run-time compile, the map and the whole plugin file', () => {
    const hooks = schema('hooks.schema.json');
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(hooks);
    const map = ajv.getSchema(hooks.$id)!;
    const file = ajv.compile({ $ref: `${hooks.$id}#/definitions/pluginHooksFile` });
    const command = { type: 'command', command: 'echo hi' };
    const maps: unknown[] = [
      {},
      { PreToolUse: [{ matcher: 'Bash', hooks: [command] }] },
      { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command' }] }] },
      { NotAnEvent: [] },
      { Stop: 'echo' },
      { SessionStart: [{ hooks: [{ type: 'webhook', url: 'x' }] }] },
    ];
    for (const m of maps) {
      expect(verdict(generatedValidator('hooks-validator', 'hooksMap'), m)).toEqual(verdict(map, m));
      const whole = { hooks: m };
      expect(verdict(generatedValidator('hooks-validator', 'pluginHooksFile'), whole)).toEqual(
        verdict(file, whole),
      );
    }
    expect(verdict(generatedValidator('hooks-validator', 'pluginHooksFile'), { nohooks: 1 })).toEqual(
      verdict(file, { nohooks: 1 }),
    );
  });

  it('the organisation report validator matches a run-time compile', () => {
    const runtime = new Ajv({ allErrors: false, strict: false }).compile(schema('org-report.schema.json'));
    const generated = generatedValidator('org-report-validator', 'validateOrgReport');
    for (const data of [{}, { version: 1 }, [], { repositories: 'x' }])
      expect(verdict(generated, data)).toEqual(verdict(runtime, data));
  });

  it('says which file is missing and what to copy when a bundle left the folder behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillscan-validators-'));
    try {
      // The loader alone, bundled into a folder without generated/: what a bundle that inlines skillscan sees.
      const { build } = await import('esbuild');
      await build({
        entryPoints: [join(ROOT, 'src/validators.ts')],
        outfile: join(dir, 'validators.js'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        logLevel: 'warning',
      });
      const mod = (await import(
        pathToFileURL(join(dir, 'validators.js')).href
      )) as typeof import('../../src/validators.js');
      expect(() => mod.generatedValidator('config-validator', 'validateConfig')).toThrow(
        /generated\/config-validator\.cjs is missing beside .*copy dist\/generated\//,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the module and the validator when a generated file lacks it', () => {
    expect(() => generatedValidator('hooks-validator', 'nope' as 'hooksMap')).toThrow(/run npm run gen/);
  });
});
