import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-XEGANSBM.js";
import "./chunk-UHIVSPRY.js";
import "./chunk-FTAHRZ6U.js";
import "./chunk-EKRRIC5Z.js";
import "./chunk-32I7Z2O6.js";
import "./chunk-5QCBDQ5M.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
