-- wrk script for the soak: rotate through page types so memory sees a realistic mix.
local paths = {
  "/en/cpu/intel/core-i9-14900k", "/cpu/amd/ryzen-7-7800x3d", "/en/lib?q=ryzen", "/en/lib?vendor=intel&sort=cores",
  "/en/lib?q=7800x3d", "/lib?q=%E9%94%90%E9%BE%99", "/en", "/en/lib/_payload.json", "/en/cpu/amd/epyc-9654/_payload.json",
}
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
