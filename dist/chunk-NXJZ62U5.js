import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  extractFacts
} from "./chunk-3DQL4QTR.js";
import {
  LineMap,
  parseMarkdownBody
} from "./chunk-67I5A5DB.js";

// src/model/fact-job.ts
function runFactJob(job, lines, md) {
  const input = {
    path: job.path,
    text: job.text,
    lines: lines ?? new LineMap(job.text),
    launchUnits: job.launchUnits,
    hosts: job.hosts,
    ...job.bodyStart !== void 0 ? { bodyStart: job.bodyStart } : {},
    ...job.dynamicContext !== void 0 ? { dynamicContext: job.dynamicContext } : {}
  };
  if (job.markdown) input.md = md ?? parseMarkdownBody(job.text, job.bodyStart ?? 0);
  return extractFacts(input);
}

export {
  runFactJob
};
