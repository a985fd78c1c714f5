import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-3TBNUL5J.js";
import "./chunk-RPECEMYG.js";
import "./chunk-FTAHRZ6U.js";
import "./chunk-TUMTSYXE.js";
import "./chunk-BJ7DKPNH.js";
import "./chunk-5QCBDQ5M.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
