import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-J3AJCXVD.js";
import "./chunk-TSBZ7BBO.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-YVBXP5K5.js";
import "./chunk-ES325TAZ.js";
import "./chunk-WSFB57BJ.js";
import "./chunk-VBKLYLCB.js";
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
