import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_SCANS,
  MAX_SCAN_TOKENS,
  closing,
  expressionRuns,
  functionTexts,
  joinedRuns,
  lineIndent,
  pyBody
} from "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_SCANS,
  MAX_SCAN_TOKENS,
  closing,
  expressionRuns,
  functionTexts,
  joinedRuns,
  lineIndent,
  pyBody
};
