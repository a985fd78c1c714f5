import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-544A5I72.js";
import "./chunk-UO6Y242I.js";
import "./chunk-JHED7N5W.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-WTMRTG2M.js";
import "./chunk-KAEUDGDT.js";
import "./chunk-CYZBJQL6.js";
import "./chunk-QCB5PDBP.js";
import "./chunk-CTBU7RYX.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-J4BULOPV.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-NCRMVIV2.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-R4CANZL5.js";
import "./chunk-TZ4ZQPYH.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
