import { joinPath, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore } from '../model/files.js';
import type { HooksFile, RuntimeId } from '../model/skill.js';
import { jsonOf, type PluginSet, stringList } from './plugins.js';
import type { RuntimeProfile } from './runtimes/index.js';

/** The hooks files of plugins: each runtime's component path and the manifest's `hooks` entries. */
export async function pluginHooksFiles(
  files: FileStore,
  set: PluginSet,
  profiles: readonly RuntimeProfile[],
): Promise<HooksFile[]> {
  const hooksFiles: HooksFile[] = [];
  const pluginHooks = [
    ...new Set(profiles.flatMap((p) => (p.plugins?.components ? [p.plugins.components.hooksFile] : []))),
  ];
  if (pluginHooks.length === 0) return hooksFiles;
  for (const p of set.plugins) {
    // A plugin only runtimes with an unmodelled hook format load: its commands still run and are read for
    // what they do; their shape is not judged by Claude Code's rules (hook-misconfigured skips the file).
    const unmodelled = p.runtimes.length > 0 && p.runtimes.every((r) => hooksUnmodelled(profiles, r));
    const paths = [
      ...pluginHooks.map((h) => joinPath(p.root, h)),
      ...stringList(set.manifestField(p, 'hooks')).map((s) => resolveRelative(p.root, s)),
    ];
    for (const hp of new Set(paths)) {
      if (hp === undefined || !files.isFile(hp)) continue;
      const [, doc] = await jsonOf(files, hp);
      if (doc)
        hooksFiles.push({
          kind: 'plugin-hooks',
          path: hp,
          doc,
          plugin: p.root,
          scope: 'plugin',
          ...(unmodelled ? { unmodelled: true as const } : {}),
        });
    }
  }
  return hooksFiles;
}

/** Whether skillscan leaves the runtime's plugin hook format unjudged (runtimes/types.ts `hooksUnmodelled`). */
function hooksUnmodelled(profiles: readonly RuntimeProfile[], id: RuntimeId): boolean {
  return profiles.some((x) => x.id === id && x.plugins?.hooksUnmodelled === true);
}
