import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  extractFacts
} from "./chunk-UKOXDI6Q.js";
import {
  parseMarkdownBody
} from "./chunk-VL4AUMTW.js";
import {
  LineMap
} from "./chunk-AFEN3ORC.js";

// src/model/fact-job.ts
function runFactJob(job, lines, md) {
  const input = {
    path: job.path,
    text: job.text,
    lines: lines ?? new LineMap(job.text),
    launchUnits: job.launchUnits,
    hosts: job.hosts,
    ...job.bodyStart !== void 0 ? { bodyStart: job.bodyStart } : {},
    ...job.dynamicContext !== void 0 ? { dynamicContext: job.dynamicContext } : {},
    ...job.shellVars ? { shellVars: job.shellVars } : {},
    ...job.libraries ? { libraries: job.libraries } : {},
    ...job.shellDataFiles ? { shellDataFiles: job.shellDataFiles } : {},
    ...job.importedConstants ? { importedConstants: job.importedConstants } : {},
    ...job.jsonModules ? { jsonModules: job.jsonModules } : {},
    ...job.importedAddresses ? { importedAddresses: job.importedAddresses } : {},
    ...job.doctests ? { doctests: true } : {},
    ...job.notesFollowed ? { notesFollowed: true } : {}
  };
  if (job.markdown) input.md = md ?? parseMarkdownBody(job.text, job.bodyStart ?? 0);
  return extractFacts(input);
}

export {
  runFactJob
};
