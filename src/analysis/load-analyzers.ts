/** The heavy analyzers (src/analysis/analyzers.ts), loaded once on first use. */
export type Analyzers = typeof import('./analyzers.js');

let loading: Promise<Analyzers> | undefined;

export function loadAnalyzers(): Promise<Analyzers> {
  loading ??= import('./analyzers.js');
  return loading;
}

/** The analyzers with their grammars loaded: ready to analyse code synchronously. */
export async function readyAnalyzers(): Promise<Analyzers> {
  const a = await loadAnalyzers();
  await a.prepareAnalyzers();
  return a;
}
