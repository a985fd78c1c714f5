import { type CliIO, type Command, configFrom, emit, type ParsedArgs, UsageError } from './cli-args.js';
import { atLeast, type Severity, severityRank } from './findings.js';
import { formatGraph, type GraphFormat, graphView } from './report/graph.js';
import { scan } from './scan.js';

/** `skillscan graph [PATH] [--format mermaid|dot|json]`: what each skill really pulls in, flagged files marked. */
async function runGraph(args: ParsedArgs, paths: string[], io: CliIO): Promise<number> {
  const raw = args.values.format ?? 'mermaid';
  if (raw !== 'mermaid' && raw !== 'dot' && raw !== 'json')
    throw new UsageError(`--format for graph must be mermaid, dot or json (got '${raw}')`);
  if (paths.length > 1) throw new UsageError('graph takes one folder');
  const config = await configFrom(args, io);
  // The full scan runs so flagged files can be marked; suppressed findings do not flag.
  const result = await scan({ root: paths[0] ?? '.', ...(config ? { config } : {}) });
  const flagged = new Map<string, Severity>();
  for (const f of result.findings) {
    if (f.suppression || !atLeast(f.severity, 'medium')) continue;
    const prev = flagged.get(f.location.path);
    if (!prev || severityRank(f.severity) > severityRank(prev)) flagged.set(f.location.path, f.severity);
  }
  const text = formatGraph(graphView(await result.model.graph(), flagged), raw as GraphFormat);
  await emit(text, args, io);
  return 0;
}

export const graphCommand: Command = {
  summary: 'draw the reference graph (mermaid, dot or json)',
  run: runGraph,
};
