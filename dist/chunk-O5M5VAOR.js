import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  MAX_INTENTS,
  analyzeDataText,
  analyzeDescription,
  analyzeProse,
  roleAt
} from "./chunk-UWUXK7BR.js";
import "./chunk-MPKXJCSP.js";
import "./chunk-HZD72ERS.js";
import "./chunk-PFODR7AY.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-FLYXM3GX.js";
import "./chunk-DOGMWUPU.js";
import "./chunk-ZUBUE24J.js";
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
