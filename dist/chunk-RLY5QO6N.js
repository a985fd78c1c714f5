import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-HWPSO54Q.js";
import "./chunk-HHL5H566.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-Q6PZBZAJ.js";
import "./chunk-DCOYALUD.js";
import "./chunk-LANDCZWW.js";
import "./chunk-R6N2ZUC5.js";
import "./chunk-KSYUWRKT.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-KCP3SKBI.js";
import "./chunk-WZJJN263.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-ZB6WB575.js";
import "./chunk-PH3LNJNZ.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
