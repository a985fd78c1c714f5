import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/action.js';
import { skillMd } from '../helpers.js';

/** The Action's `config` input goes through the same checks as the CLI: an unknown rule id fails the step. */

const dir = mkdtempSync(join(tmpdir(), 'skillscan-action-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

async function step(inputs: Record<string, string>): Promise<string> {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v;
  process.env.GITHUB_WORKSPACE = dir;
  delete process.env.GITHUB_STEP_SUMMARY;
  delete process.env.GITHUB_EVENT_PATH;
  delete process.env.GITHUB_OUTPUT;
  await run(process.env);
  return out;
}

describe('the Action says no to an unknown rule', () => {
  it('fails the step with one line naming the closest rule id', async () => {
    mkdirSync(join(dir, 'repo/skills/a'), { recursive: true });
    writeFileSync(join(dir, 'repo/skills/a/SKILL.md'), skillMd('name: a\ndescription: d'));
    writeFileSync(join(dir, 'skillscan.yml'), 'rules:\n  remote-code-exec: off\n');
    const out = await step({ path: 'repo', config: 'skillscan.yml', 'sarif-file': 'out.sarif' });
    const errors = out.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/unknown rule 'remote-code-exec' \(did you mean 'remote-code-execution'\?\)/);
    expect(process.exitCode).toBe(1);
  });
});
