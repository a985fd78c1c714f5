import { declaredName } from '../model/skill.js';
import { defineRule } from './types.js';

const MAX = 64;
/** Words Anthropic reserves in uploaded skill names. */
const RESERVED_WORDS = ['anthropic', 'claude'];

/** Problems with a skill name, in the order skills-ref reports them (docs/skills.md §1.5). */
export function nameProblems(raw: string): string[] {
  const name = raw.trim().normalize('NFKC');
  const out: string[] = [];
  if ([...name].length > MAX) out.push(`is ${[...name].length} characters, over the ${MAX}-character limit`);
  if (name !== name.toLowerCase()) out.push('must be lowercase');
  if (name.startsWith('-') || name.endsWith('-')) out.push('must not start or end with a hyphen');
  if (name.includes('--')) out.push('must not contain consecutive hyphens');
  if (!/^[\p{L}\p{N}-]*$/u.test(name)) out.push('may contain only letters, digits and hyphens');
  else if (!/^[a-z0-9-]*$/.test(name))
    out.push('uses non-ASCII letters, which Copilot and VS Code reject (a-z, 0-9 and hyphens only)');
  return out;
}

export default defineRule('name-format', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind !== 'skill') continue;
    const name = declaredName(doc);
    const info = doc.frontmatter.keys.get('name');
    if (!name || !info) continue;
    const problems = nameProblems(name);
    if (problems.length > 0) {
      ctx.report({
        message: `skill name '${name}' ${problems.join('; ')}: the spec validator, Copilot and VS Code reject it`,
        location: { path: doc.path, region: info.valueRegion },
        fingerprintKey: `name:${name}`,
      });
    }
    const reserved = RESERVED_WORDS.find((w) => name.toLowerCase().split('-').includes(w));
    if (reserved) {
      ctx.report({
        message: `skill name '${name}' contains the reserved word '${reserved}': claude.ai and the Skills API refuse to upload it (runtimes that load from folders accept it)`,
        location: { path: doc.path, region: info.valueRegion },
        severity: 'low',
        fingerprintKey: `reserved:${reserved}`,
      });
    }
  }
});
