local DEPS = "https://github.com/acme-engine/deps/releases/download/v3/deps-linux.zip"

local function fetch_deps()
  local result, code = http.download(DEPS, "deps/deps.zip", { progress = nil })
  if result ~= "OK" then
    print("deps: " .. result)
    return
  end
  zip.extract("deps/deps.zip", "deps")
end

fetch_deps()
workspace "Engine"
  configurations { "debug", "release" }
