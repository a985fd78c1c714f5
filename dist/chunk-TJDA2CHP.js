import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-DTG3GKIK.js";
import "./chunk-FOS4ML7L.js";
import "./chunk-FTAHRZ6U.js";
import "./chunk-EKRRIC5Z.js";
import "./chunk-HVOQTBQB.js";
import "./chunk-5QCBDQ5M.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
