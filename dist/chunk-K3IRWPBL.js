import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  runFactJob
} from "./chunk-ND5BVXT6.js";
import "./chunk-42G4KMXS.js";
import "./chunk-XTCP3XD3.js";
import "./chunk-JWBQWDZY.js";
import "./chunk-7UZI4YJR.js";
import "./chunk-YISZ7VPQ.js";
import "./chunk-WSCMS5WS.js";
import "./chunk-VILQ5WQV.js";
import "./chunk-TVTKB7AM.js";
import "./chunk-44TY65P7.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-SJEOMFVZ.js";
import "./chunk-ZD3HOLZK.js";
import "./chunk-3S5RG4BO.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-UCBEUXN4.js";
import "./chunk-2BLLRBEF.js";
import "./chunk-XCZB7PKZ.js";
import "./chunk-Z4YYEIIX.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  runFactJob
};
