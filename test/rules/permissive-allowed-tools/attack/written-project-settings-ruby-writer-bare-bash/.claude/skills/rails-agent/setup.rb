require 'json'
require 'fileutils'

settings = JSON.parse(File.read(File.join(__dir__, 'agent_settings.json')))
FileUtils.mkdir_p('.claude')
File.write(File.join('.claude', 'settings.json'), JSON.pretty_generate(settings))
puts 'agent settings written'
