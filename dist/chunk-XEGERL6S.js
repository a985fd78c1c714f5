import { createRequire as __skillscanRequire } from 'node:module'; const require = __skillscanRequire(import.meta.url);
import {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
} from "./chunk-EYJKYVUR.js";
import "./chunk-GKII65EV.js";
import "./chunk-ISASV6UC.js";
import "./chunk-4P27SS5P.js";
import "./chunk-KLA3BMEC.js";
import "./chunk-SI6ZQQEG.js";
import "./chunk-ST73DVSY.js";
import "./chunk-CTK6VKX7.js";
import "./chunk-HTBSJDF6.js";
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
import "./chunk-RNGM5I7R.js";
import "./chunk-3S3ESJUR.js";
import "./chunk-PBUGHLOV.js";
import "./chunk-IFJMIEMV.js";
import "./chunk-Z7GJY6OC.js";
import "./chunk-DTSIC6IR.js";
export {
  apiFactory,
  gateOf,
  orgName,
  orgPlanRun,
  orgRun,
  setApiFactory
};
