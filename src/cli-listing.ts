import { type CliIO, type Command, configFrom, emit, type ParsedArgs, UsageError } from './cli-args.js';
import { LISTING_PROFILES, UNSIMULATED_REASON } from './discovery/listing.js';
import { cutRegion } from './discovery/listing-cut.js';
import { type RuntimeListing, simulateModel } from './discovery/listing-model.js';
import { RUNTIME_IDS, type RuntimeId } from './discovery/runtimes/index.js';
import { formatListingJson, formatListingText, type ListingReport } from './report/listing.js';
import { scan } from './scan.js';

/** `skillscan listing [PATH] [--runtime R] [--context-window N] [--format text|json]`. */

function runtimesFrom(args: ParsedArgs): RuntimeId[] {
  const asked = args.values.runtime ?? [];
  for (const r of asked)
    if (!(RUNTIME_IDS as readonly string[]).includes(r))
      throw new UsageError(`--runtime must be one of ${RUNTIME_IDS.join(', ')} (got '${r}')`);
  return asked.length ? asked : LISTING_PROFILES.map((p) => p.id);
}

function contextWindowFrom(args: ParsedArgs): number | undefined {
  const v = args.values['context-window'];
  if (v === undefined) return undefined;
  if (!/^\d{1,10}$/.test(v) || Number(v) < 1)
    throw new UsageError(`--context-window must be a positive number of tokens (got '${v}')`);
  return Number(v);
}

export function listingReport(
  root: string,
  listings: readonly RuntimeListing[],
  asked: RuntimeId[],
): ListingReport {
  return {
    root,
    runtimes: listings.map((rt) => ({
      runtime: rt.profile.id,
      name: rt.profile.name,
      budget: rt.budget,
      catalogs: rt.catalogs.map((c) => ({
        label: c.label,
        used: c.result.used,
        needed: c.result.needed,
        overBudget: c.result.overBudget,
        text: c.result.text,
        entries: c.result.entries.map((r) => {
          const cut = r.state === 'full' ? undefined : cutRegion(r);
          const shownChars =
            r.state === 'full'
              ? r.fullLength
              : r.state === 'name-only' || r.state === 'omitted'
                ? 0
                : (r.cutAt ?? 0);
          return {
            name: r.entry.name,
            origin: r.entry.origin,
            ...(r.entry.doc ? { path: r.entry.doc.path } : {}),
            state: r.state,
            chars: Array.from(r.shown).length,
            shown: r.shown,
            shownChars,
            fullChars: r.fullLength,
            ...(cut
              ? {
                  cut: {
                    path: cut.path,
                    line: cut.region.startLine,
                    column: cut.region.startColumn,
                    field: cut.field,
                  },
                }
              : {}),
          };
        }),
      })),
    })),
    unsimulated: asked
      .filter((r) => !LISTING_PROFILES.some((p) => p.id === r))
      .map((r) => ({ runtime: r, reason: UNSIMULATED_REASON })),
  };
}

async function runListing(args: ParsedArgs, paths: string[], io: CliIO): Promise<number> {
  const format = args.values.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`--format must be one of text, json (got '${format}')`);
  if (paths.length > 1) throw new UsageError('listing takes one folder');
  const runtimes = runtimesFrom(args);
  const contextWindow = contextWindowFrom(args);
  const config = await configFrom(args, io);
  // The listing settings are built by the scan (buildListingSettings): configuration, then
  // --context-window, then the runtimes' environment variables (SLASH_COMMAND_TOOL_CHAR_BUDGET).
  const result = await scan({
    root: paths[0] ?? '.',
    ...(config ? { config } : {}),
    only: [],
    listing: { ...(contextWindow !== undefined ? { contextWindow } : {}), env: io.env },
  });
  const report = listingReport(
    result.rootDescription,
    simulateModel(result.model, result.model.listing, runtimes),
    runtimes,
  );
  const out = format === 'json' ? formatListingJson(report) : formatListingText(report);
  await emit(out, args, io);
  return 0;
}

export const listingCommand: Command = {
  summary: 'print each runtime’s skill listing and its budget',
  run: runListing,
};
