import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-26NZT7ZG.js";
import "./chunk-NRI43SGR.js";
import "./chunk-5GXPOV3S.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-KFK7WTCE.js";
import "./chunk-MDBECJCB.js";
import "./chunk-OCJFPZHO.js";
import "./chunk-5ZOHHMDN.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-YZLM7ZOV.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-UR4AGBP6.js";
import "./chunk-D3NKZGMS.js";
import "./chunk-LYCIWW32.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
