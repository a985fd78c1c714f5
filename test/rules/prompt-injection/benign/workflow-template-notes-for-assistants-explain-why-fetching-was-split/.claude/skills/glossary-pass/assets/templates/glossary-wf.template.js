// glossary-pass-wf.template.js -- literary-translator plugin
// Notes for coding assistants editing this file: keep the two calls apart.
// GENERATED-ONLY template (see references/canon-and-glossary.md and
// references/orchestration-and-batching.md, section "The glossary-pass
// template" -- read those for the full mechanism this file implements).
// Instantiated FRESH from the plugin's current copy every time W3's
// glossary pass runs -- never reused stale across runs, exactly like
// mass-translate-wf.template.js. ${durable_root}/runs/.plugin_bundle_hash
// covers this file specifically, so a plugin update to this template is
// never silently masked by an old generated copy surviving on disk.
//
// Storage location once instantiated (pinned):
//   ${durable_root}/runs/workflows/<run_id>/glossary-pass-wf.js
//
// 1.2.0 (#87 #88 #90 #97): rebuilt on the same dispatch -> bounded-wait ->
//
// 1.16.1 (#347) -- RETRIEVAL MOVED OUT OF THE JUDGING AGENT. The 1.16.0 reviewer
// fetched every cited URL itself and judged what came back, which is an SSRF
// hole and a prompt-injection hole in one call. scripts/fetch_citation.py closes
// the first. The second cannot be closed by instructing that same agent to fetch
// only through the helper -- it holds Bash and it ingests attacker-authorable
// page text, so a hostile page can simply tell it to curl something else -- so
// the review became TWO calls: a PREPARE step that runs the snapshot command and
// the fetcher while reading no retrieved bytes at all, and a JUDGE step that
// reads local files only and needs no network. The claim that supports is
// narrow and must stay narrow: in the CITATION AUDIT path retrieval happens only
// through fetch_citation.py, launched by an agent that never reads what it
// retrieved. The pass as a whole still fetches unvalidated URLs by design in the
// dispatch agent's own open web research. The live preflight ceiling moved from
// 1 + 3*(MAX_CITATION_RETRIES+1) to 1 + 4*(MAX_CITATION_RETRIES+1) as a result.
//                        {{CITATION_CONTENT_TYPES}} in the script, which throws
//                        at instantiation -- deliberately: a profile setting
//                        that silently did not take effect is the failure mode
//                        this whole release is about.
//   {{EFFORT}}          -- #197: engine.effort (enum: low/medium/high/xhigh),
//                        substituted as a plain quoted string, same style as
//                        {{SOURCE_LANG}} above. Drives BOTH the batch dispatch
//                        codex TASK opener below and the batchStep
//                        codex:codex-rescue agent call's own effort option,
//                        always from this ONE value (dual-injection rule --
//                        see references/ledger-and-resumability.md). Unlike
//                        mass-translate-wf.template.js, this template
//                        declares no model-knob substitution token at all: a

export async function main(args) {
  return args.batches.length;
}
