import type { WriteClass } from './facts-values.js';

/**
 * Write targets under an agent's folders that are not what they look like, checked right after temporary
 * folders (src/analysis/paths.ts): a backup or disabled copy, which no runtime loads, and the agent's own
 * program, which runs in the agent's place.
 */
export const AGENT_COPY_PATTERNS: ReadonlyArray<{ re: RegExp; cls: WriteClass; label: string }> = [
  {
    // A backup or disabled copy under an agent's folder (`SKILL.md.bak`, `settings.json.orig`,
    // `CLAUDE.md.old`, `x.md.backup.20240101`): no runtime loads a file by that name.
    re: /(?:^|\/)\.(?:claude|agents|codex|cursor|gemini|github|opencode|goose|copilot)\/(?:[^/]{1,200}\/){0,12}[^/]{1,200}\.(?:bak|orig|old|backup|disabled|prev)(?:[.-][\w-]{1,40}){0,2}$/i,
    cls: 'other',
    label: 'a backup copy',
  },
  {
    // The agent's own program: whatever is there runs as the agent in every session (a wrapper copied over
    // `claude.exe`, the real one renamed beside it; a file of the CLI's installed package or version folder).
    re: /(?:^|\/)claude(?:-real)?\.exe$|(?:^|\/)claude-code\/[^/]{1,100}\/claude(?:-real)?(?:\.exe)?$|(?:^|\/)\.local\/share\/claude\/versions\/[^/]{1,100}$|(?:^|\/)\.claude\/local\/claude$|(?:^|\/)node_modules\/(?:@anthropic-ai\/claude-code|@openai\/codex|@google\/gemini-cli)\/|^(?:~\/(?:\.local\/)?bin|\/usr\/local\/bin|\/opt\/homebrew\/bin)\/(?:claude|codex|gemini)$/,
    cls: 'agent-program',
    label: "the agent's own program",
  },
];
