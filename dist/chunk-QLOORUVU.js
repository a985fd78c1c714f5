import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-VJ343YVD.js";
import "./chunk-MCQQQ5VD.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-TFQ2E3NY.js";
import "./chunk-ZCIYA6EL.js";
import "./chunk-PPYPYFQD.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-7HLRBL4A.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-ES325TAZ.js";
import "./chunk-WIMUXF3T.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
