import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-6U2F2X7G.js";
import "./chunk-KMHQBCHD.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-7DNPR42T.js";
import "./chunk-ES325TAZ.js";
import "./chunk-ZCIYA6EL.js";
import "./chunk-PPYPYFQD.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-6TJ7QHUX.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-WIMUXF3T.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
