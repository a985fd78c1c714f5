// Validates .claude/settings.json: the modes Claude Code accepts, and the ones this team forbids.
export const MODES = ['default', 'acceptEdits', 'plan', 'bypassPermissions'] as const;
export const FORBIDDEN = { permissionMode: 'bypassPermissions' };

export function check(settings: { permissions?: { defaultMode?: string } }): string[] {
  const mode = settings.permissions?.defaultMode;
  return mode === FORBIDDEN.permissionMode ? [`defaultMode ${mode} is not allowed here`] : [];
}
