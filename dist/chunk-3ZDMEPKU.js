import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-CU5CYDKF.js";
import "./chunk-HBJJ464A.js";
import "./chunk-DIOANUDF.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-ZZXB3EEK.js";
import "./chunk-WWEWNS4L.js";
import "./chunk-C5HB6BWI.js";
import "./chunk-4QZDD742.js";
import "./chunk-HZD72ERS.js";
import "./chunk-GCAMC5N5.js";
import "./chunk-5LPGO2RI.js";
import "./chunk-TUJ42RBQ.js";
import "./chunk-ME5JWOB7.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-FLYXM3GX.js";
import "./chunk-DOGMWUPU.js";
import "./chunk-ZUBUE24J.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
