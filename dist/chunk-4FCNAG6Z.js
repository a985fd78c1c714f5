import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
} from "./chunk-7MGPBSHV.js";
import "./chunk-7AGAMMMG.js";
import "./chunk-DSZWUKKL.js";
import "./chunk-EIVPAKQT.js";
import "./chunk-WFGGGXN5.js";
import "./chunk-UFHZVMDI.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-4B7FBO2A.js";
import "./chunk-DUWM2FTG.js";
import "./chunk-Y3QUFASJ.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
};
