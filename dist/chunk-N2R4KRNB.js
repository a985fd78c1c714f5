import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-N5G3LWRN.js";
import "./chunk-VESMBHQL.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-CSHE5VKS.js";
import "./chunk-ES325TAZ.js";
import "./chunk-Y7NGA2UK.js";
import "./chunk-OCCUB3BF.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-DWT6TN5J.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-WIMUXF3T.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
