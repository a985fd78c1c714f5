import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-TVFE3UGP.js";
import "./chunk-QHLSC6MG.js";
import "./chunk-A7ITO4VB.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-IK5IOVQY.js";
import "./chunk-IFTZKT6E.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-YZLM7ZOV.js";
import "./chunk-IJRLNOHB.js";
import "./chunk-4F2PRZX4.js";
import "./chunk-5PWERDZX.js";
import "./chunk-PEXWQS2N.js";
import "./chunk-UR4AGBP6.js";
import "./chunk-D3NKZGMS.js";
import "./chunk-LYCIWW32.js";
import "./chunk-OAFLYPSF.js";
import "./chunk-AFEN3ORC.js";
import "./chunk-SFFHMZXF.js";
import "./chunk-G23EPUQZ.js";
import "./chunk-PBUGHLOV.js";
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
