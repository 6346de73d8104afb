// The platform pages' name for the power judgement (judgements/power.ts), where the rule lives.
export { packagePower, type PowerBasis, type PowerFigure as PackagePower } from "./judgements/power";
