import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
} from "./chunk-EJXRRYMO.js";
import "./chunk-RKJNBWZZ.js";
import "./chunk-UWUXK7BR.js";
import "./chunk-MPKXJCSP.js";
import "./chunk-HZD72ERS.js";
import "./chunk-PFODR7AY.js";
import "./chunk-YXXGEZCJ.js";
import "./chunk-5PWERDZX.js";
import "./chunk-4IFPK2IT.js";
import "./chunk-QYKJFDWI.js";
import "./chunk-FLYXM3GX.js";
import "./chunk-DOGMWUPU.js";
import "./chunk-ZUBUE24J.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  carrierFacts,
  decodedIntents,
  encodedTextFacts
};
