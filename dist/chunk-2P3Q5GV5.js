import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-W5MPJBSN.js";
import "./chunk-U5JIHIJB.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-QHC5VBTI.js";
import "./chunk-DIAX2B3W.js";
import "./chunk-MKVWCPZ3.js";
import "./chunk-TIBMQAMP.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-PVS4BOPZ.js";
import "./chunk-WZJJN263.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-NRQ6SPEF.js";
import "./chunk-6JGAFO4T.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
