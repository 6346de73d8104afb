import { describe, expect, it } from "vitest";
import { enCommon } from "./en/common";
import { statusLabel } from "./status-label";
import { zhCommon } from "./zh/common";

describe("statusLabel", () => {
  it("names the vendor whose public list an OEM part is not on, or none in a filter", () => {
    expect(statusLabel("oem", "Intel", enCommon)).toBe("OEM: not on Intel's public list");
    expect(statusLabel("oem", null, enCommon)).toBe("OEM: not on the vendor's public list");
    expect(statusLabel("oem", "Intel", zhCommon)).toBe("OEM 定制型号");
  });
  it("gives the other statuses as they are, and an unknown one by itself", () => {
    expect(statusLabel("discontinued", "AMD", zhCommon)).toBe("已停产");
    expect(statusLabel("withdrawn", "AMD", enCommon)).toBe("withdrawn");
  });
});
