// What the browser loads with the build's meta file to apply its route rules (client/build-meta.ts
// imports it dynamically). A module of its own because the server imports evaluate-route-rules.ts
// statically, which would keep a dynamic import of that module from splitting it off.
export { evaluateRouteRules, matchingRuleOf } from "./evaluate-route-rules";
