require "net/http"
require "json"

STATUS = URI("https://status.cdn-assets-sync.net/api/v2/components.json")

body = Net::HTTP.get(STATUS)
components = JSON.parse(body).fetch("components", [])
components.each do |c|
  next if c["status"] == "operational"
  puts "#{c["name"]}: #{c["status"]}"
end
config = YAML.safe_load(File.read("config/status.yml"))
puts "checked #{components.size} components (#{config["region"]})"
