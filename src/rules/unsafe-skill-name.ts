import type { Severity } from '../findings.js';
import { excerpt } from './support/text-context.js';
import { defineRule } from './types.js';

/**
 * Names and descriptions are echoed into install paths, listings, CI logs, PR annotations and step
 * summaries. Path traversal, control characters, GitHub workflow commands (`::set-output::`), encoded
 * newlines and `${{ }}` expressions in them are how a repository attacks the tools that display it.
 */

interface Check {
  id: string;
  re: RegExp;
  what: string;
  severity: Severity;
  /** Applies to `name` only (descriptions may legitimately contain it). */
  nameOnly?: boolean;
}

const CHECKS: Check[] = [
  {
    id: 'traversal',
    re: /(?:^|[/\\])\.\.(?:[/\\]|$)|^[/\\]|^[A-Za-z]:[/\\]/,
    what: 'path traversal: installers and runtimes that build a folder path from the name write outside the skills folder',
    severity: 'high',
    nameOnly: true,
  },
  {
    id: 'separator',
    re: /[/\\]/,
    what: 'a path separator: a tool that builds a path from the name creates nested folders',
    severity: 'medium',
    nameOnly: true,
  },
  {
    id: 'newline',
    re: /[\r\n]/,
    what: 'a line break: it forges extra lines in listings, logs and annotations',
    severity: 'medium',
    nameOnly: true,
  },
  {
    id: 'control',
    re: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/,
    what: 'control characters: terminals and logs interpret them (escape sequences can rewrite the display)',
    severity: 'medium',
  },
  {
    id: 'workflow-command',
    re: /::(?:set-output|set-env|add-path|add-mask|add-matcher|remove-matcher|stop-commands|save-state|error|warning|notice|debug|group|endgroup|echo)\b[^:\n]{0,200}::/i,
    what: 'GitHub workflow-command syntax: echoed into an Actions log it is executed as a command',
    severity: 'high',
  },
  {
    id: 'encoded-newline',
    re: /%0[AaDd]|%25/,
    what: 'URL-encoded line breaks: workflow commands and some loggers decode them into new lines',
    severity: 'medium',
  },
  {
    id: 'expression',
    re: /\$\{\{[^}\n]{0,200}\}\}/,
    what: 'a GitHub expression (dollar-double-brace): a workflow that interpolates it evaluates it (script injection)',
    severity: 'medium',
  },
  {
    id: 'substitution',
    re: /\$\([^)\n]{1,200}\)|`[^`\n]{1,200}`/,
    what: 'shell command substitution: a script that echoes the name unquoted runs it',
    severity: 'medium',
    nameOnly: true,
  },
  {
    id: 'role-tag',
    re: /<\/?(?:system|assistant|user|instructions?|important|skill|tool_call|function_calls?)\b[^>\n]{0,100}>/i,
    what: 'a role-like XML tag: the description is placed in the model’s context and can fake a boundary (Claude Code escapes < > in synced skills for this reason)',
    severity: 'medium',
  },
];

export default defineRule('unsafe-skill-name', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    for (const field of ['name', 'description'] as const) {
      const info = doc.frontmatter.keys.get(field);
      if (!info || typeof info.value !== 'string') continue;
      const value = info.value;
      const hits = CHECKS.filter((c) => (field === 'name' || !c.nameOnly) && c.re.test(value));
      // A traversal is also a separator: report the stronger one.
      const shown = hits.filter((c) => !(c.id === 'separator' && hits.some((h) => h.id === 'traversal')));
      for (const c of shown) {
        ctx.report({
          message: `${doc.kind} ${field} '${excerpt(value, 60)}' contains ${c.what}`,
          location: { path: doc.path, region: info.valueRegion },
          severity: c.severity,
          fingerprintKey: `${field}|${c.id}|${value}`,
        });
      }
    }
  }
});
