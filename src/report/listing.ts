import { inertLine } from './sanitize.js';

/**
 * `skillscan listing`: each runtime's skill listing as the runtime would build it, then a budget table.
 * Takes plain data (built by src/cli-listing.ts from the simulation) so this layer stays independent of
 * discovery; the JSON form is that data as is.
 */

export interface ListingEntryView {
  name: string;
  /** repository, user, plugin, bundled. */
  origin: string;
  path?: string;
  state: string;
  /** Characters of the entry's line as shown. */
  chars: number;
  shown: string;
  /** Characters of description (+ when_to_use) shown, of how many. */
  shownChars: number;
  fullChars: number;
  /** First character the model does not see, in the file. */
  cut?: { path: string; line: number; column: number; field: string };
}

export interface CatalogView {
  label: string;
  used: number;
  needed: number;
  overBudget: boolean;
  text: string;
  entries: ListingEntryView[];
}

export interface RuntimeListingView {
  runtime: string;
  name: string;
  budget: { chars: number; basis: string; maxDescChars: number | null };
  catalogs: CatalogView[];
}

export interface ListingReport {
  root: string;
  runtimes: RuntimeListingView[];
  /** Requested runtimes that are not simulated, with the reason. */
  unsimulated: Array<{ runtime: string; reason: string }>;
}

const n = (x: number) => x.toLocaleString('en-US');
const pct = (a: number, b: number) => (b > 0 ? `${((100 * a) / b).toFixed(1)}%` : '-');

function table(rows: string[][], right: ReadonlySet<number>): string[] {
  const widths = rows[0]!.map((_, i) => rows.reduce((w, r) => Math.max(w, [...r[i]!].length), 0));
  return rows.map((r) =>
    r
      .map((c, i) => (right.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

function catalogText(rt: RuntimeListingView, cat: CatalogView, many: boolean): string[] {
  const out: string[] = [];
  const names = cat.entries.filter((e) => e.state === 'name-only').length;
  const omitted = cat.entries.filter((e) => e.state === 'omitted').length;
  const cut = cat.entries.filter((e) => ['truncated', 'capped', 'trigger-dropped'].includes(e.state)).length;
  out.push(`${rt.name}${many ? ` — ${inertLine(cat.label)}` : ''}`);
  out.push(
    `budget ${n(rt.budget.chars)} characters (${inertLine(rt.budget.basis)}); per-skill cap ${rt.budget.maxDescChars === null ? 'none' : n(rt.budget.maxDescChars)}`,
  );
  out.push(
    `uses ${n(cat.used)} of ${n(rt.budget.chars)} (${pct(cat.used, rt.budget.chars)}); needs ${n(cat.needed)} uncut; ${cut} cut, ${names} at name only${omitted ? `, ${omitted} left out` : ''}${cat.overBudget ? '; OVER BUDGET even with names only' : ''}`,
  );
  out.push('');
  for (const line of cat.text.split('\n')) if (line) out.push(`  ${inertLine(line)}`);
  out.push('');
  const rows = [['skill', 'chars', 'share', 'shown', 'state', 'source']];
  for (const e of cat.entries) {
    rows.push([
      inertLine(e.name),
      n(e.chars),
      pct(e.chars, rt.budget.chars),
      `${n(e.shownChars)}/${n(e.fullChars)}`,
      e.state,
      e.cut
        ? `${inertLine(e.cut.path)}:${e.cut.line}:${e.cut.column}`
        : e.path
          ? inertLine(e.path)
          : `(${e.origin})`,
    ]);
  }
  for (const line of table(rows, new Set([1, 2, 3]))) out.push(line);
  return out;
}

export function formatListingText(report: ListingReport): string {
  const out: string[] = [];
  for (const rt of report.runtimes) {
    for (const cat of rt.catalogs) {
      if (out.length) out.push('');
      for (const line of catalogText(rt, cat, rt.catalogs.length > 1)) out.push(line);
    }
  }
  for (const u of report.unsimulated) {
    if (out.length) out.push('');
    out.push(`${u.runtime}: ${u.reason}`);
  }
  if (out.length === 0) out.push('no skill is listed by any simulated runtime');
  return `${out.join('\n')}\n`;
}

export function formatListingJson(report: ListingReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
