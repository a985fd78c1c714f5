import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-QMSIFG6F.js";
import "./chunk-6FRFMINJ.js";
import "./chunk-LNPIMLAH.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-6R6RG7MM.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-72BJ7WZG.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-7W3KZBYC.js";
import "./chunk-LYCIWW32.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-7WR3WO2B.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-2YZPGIQX.js";
import "./chunk-DTSIC6IR.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
