import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-DSZWUKKL.js";
import "./chunk-EIVPAKQT.js";
import "./chunk-WFGGGXN5.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-4B7FBO2A.js";
import "./chunk-DUWM2FTG.js";
import "./chunk-Y3QUFASJ.js";
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
