local http = require("socket.http")
local cjson = require("cjson")

local body = http.request("https://luarocks.org/manifests/luarocks/manifest.json")
local ok, data = pcall(cjson.decode, body or "{}")
local f = io.open("rockspec.lua", "r")
local local_spec = f and f:read("*a") or ""
if f then f:close() end
print("manifest entries:", ok and #data or 0, "local spec bytes:", #local_spec)
