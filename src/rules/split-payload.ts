import { decodeBase64, inert } from '../analysis/payloads.js';
import { dangerOf } from '../analysis/signals/snippet.js';
import type { Signal } from '../analysis/signals/types.js';
import type { Severity } from '../findings.js';
import { analyzeOptions } from './support/exec-report.js';
import { analyzeFile } from './support/exec-signals.js';
import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/**
 * A payload assembled from pieces in different files of one closure: encoded fragments spread over
 * files, or fragments in one file and the instruction to join and run them in another. No single file
 * holds anything to flag; the closure does. The fragments are joined in label order and decoded (inert)
 * so the finding shows what the pieces make.
 */
export default defineRule('split-payload', async (ctx) => {
  const graph = await ctx.model.graph();
  const reported = new Set<string>();
  for (const entry of graph.entries) {
    const fragments: Signal[] = [];
    const assemblies: Signal[] = [];
    for (const path of [...graph.closure(entry).keys()].sort()) {
      for (const s of await analyzeFile(ctx.model, path, analyzeOptions(ctx))) {
        if (s.kind === 'fragment') fragments.push(s);
        else if (s.kind === 'assembly') assemblies.push(s);
      }
    }
    if (fragments.length === 0) continue;
    const fragmentFiles = [...new Set(fragments.map((f) => f.path))];
    const foreignAssembly = assemblies.find((a) => fragmentFiles.some((p) => p !== a.path));
    if (fragmentFiles.length < 2 && !foreignAssembly) continue;
    const ordered = [...fragments].sort(
      (a, b) => a.fragment!.order - b.fragment!.order || a.path.localeCompare(b.path) || a.start - b.start,
    );
    const joined = ordered.map((f) => f.fragment!.value).join('');
    const decoded = decodeBase64(joined.replace(/[^A-Za-z0-9+/=]/g, ''));
    if (fragmentFiles.length >= 2 && !foreignAssembly && !decoded && assemblies.length === 0) continue;
    const danger = decoded ? dangerOf(decoded) : {};
    const severity: Severity = danger.dangerous ? 'critical' : 'high';
    const at = foreignAssembly ?? ordered.find((f) => f.path !== ordered[0]!.path) ?? ordered[0]!;
    const key = `${at.path}:${at.start}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const pieces = fragmentFiles.join(', ');
    const how = foreignAssembly
      ? `${foreignAssembly.path} tells the agent to join and act on fragments kept in ${pieces}`
      : `fragments of one encoded value are spread over ${pieces}`;
    const result = decoded
      ? `; joined in order they decode to \`${inert(decoded, 120)}\`${danger.dangerous ? ` (${danger.dangerous})` : ''}`
      : '';
    await reportReached(ctx, {
      path: at.path,
      region: at.region,
      severity,
      message: `Split payload: ${how}${result} — no single file shows what runs`,
      fingerprintKey: `split:${pieces}:${joined.slice(0, 64)}`,
    });
  }
});
