import { declaredName } from '../model/skill.js';
import { defineRule } from './types.js';

/**
 * The frontmatter name must equal the folder name (spec, VS Code, OpenCode). Claude Code invokes a
 * project skill by its folder, so a mismatch also means users and the model call it by different names.
 */
export default defineRule('name-mismatch', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind !== 'skill' || !doc.fileNameExact) continue;
    if (doc.plugin !== undefined && doc.dir === doc.plugin) continue; // plugin-root SKILL.md: named after the plugin
    const name = declaredName(doc);
    const info = doc.frontmatter.keys.get('name');
    if (!name || !info) continue;
    const folder = doc.folderName.normalize('NFKC');
    if (name.trim().normalize('NFKC') === folder) continue;
    // Runtimes that invoke a skill by its folder call it by another name than the one it declares.
    const byFolder = ctx.model.profiles
      .filter((p) => p.skills.invokedBy === 'folder')
      .flatMap((p) => {
        const inv = doc.invocations.find((i) => i.runtime === p.id);
        return inv ? [`${p.name} invokes it as /${inv.name}, not /${name}`] : [];
      });
    ctx.report({
      message: `skill name '${name}' does not match its folder '${doc.folderName}': the spec validator, VS Code and OpenCode reject it${byFolder.map((s) => `, and ${s}`).join('')}`,
      location: { path: doc.path, region: info.valueRegion },
      fingerprintKey: `${name}|${doc.folderName}`,
    });
  }
});
