import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-GLET5DXQ.js";
import "./chunk-SEPJTO6Y.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-LMRTJLSF.js";
import "./chunk-D3DSA7IH.js";
import "./chunk-CES5NO53.js";
import "./chunk-O22WY7BW.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-NPK7LDPE.js";
import "./chunk-WZJJN263.js";
import "./chunk-6DYY3VZG.js";
import "./chunk-2YBAPUJK.js";
import "./chunk-IYIXCUWO.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
