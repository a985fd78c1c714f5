import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  decodedIntents
} from "./chunk-KFK7WTCE.js";
import "./chunk-MDBECJCB.js";
import "./chunk-OCJFPZHO.js";
import "./chunk-5ZOHHMDN.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-UR4AGBP6.js";
import "./chunk-D3NKZGMS.js";
import "./chunk-LYCIWW32.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  decodedIntents
};
