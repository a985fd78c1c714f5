import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-NHWJUQSZ.js";
import "./chunk-2IKKBVA6.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-ABSCQ6EH.js";
import "./chunk-ES325TAZ.js";
import "./chunk-JDSSGNSO.js";
import "./chunk-SM5KARSY.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-EWSNHFTC.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-WIMUXF3T.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
