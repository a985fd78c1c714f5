import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-BKIORDZS.js";
import "./chunk-ZNBVVGDK.js";
import "./chunk-36YMNI5H.js";
import "./chunk-TUMTSYXE.js";
import "./chunk-VG3TARNT.js";
import "./chunk-KLQSH4H4.js";
import "./chunk-XWZIYQCS.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
