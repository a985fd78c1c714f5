import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-CYZBJQL6.js";
import "./chunk-QCB5PDBP.js";
import "./chunk-CTBU7RYX.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-NCRMVIV2.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-R4CANZL5.js";
import "./chunk-TZ4ZQPYH.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
};
