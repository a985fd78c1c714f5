import type { Severity } from '../../findings.js';
import type { ShellSnippet } from '../shell-sources.js';
import { hostOf, isPlaceholderHost, isRawIp, trustedInstaller } from './urls.js';

/**
 * How a snippet gets run (by a hook, by the renderer, or by an agent following the text) decides how
 * bad remote code in it is, and the message says which.
 */

export function rceSeverity(
  snippet: ShellSnippet,
  url: string,
  decoded: boolean,
  trusted: readonly string[],
): Severity {
  const host = hostOf(url);
  if (snippet.kind === 'hook' || snippet.kind === 'dynamic' || snippet.kind === 'dynamic-block')
    return 'critical';
  if (decoded || isRawIp(host)) return 'critical';
  if (!host || isPlaceholderHost(host)) return 'medium';
  if (trustedInstaller(url, trusted)) return 'medium';
  return 'high';
}

export function where(snippet: ShellSnippet): string {
  switch (snippet.kind) {
    case 'hook':
      return `this ${snippet.event ?? ''} hook runs it without asking whenever the event fires`.replace(
        '  ',
        ' ',
      );
    case 'dynamic':
    case 'dynamic-block':
      return 'it runs when the skill is rendered, before the model or the user sees the text';
    default:
      return 'an agent that follows this text runs it with the user’s permissions';
  }
}
