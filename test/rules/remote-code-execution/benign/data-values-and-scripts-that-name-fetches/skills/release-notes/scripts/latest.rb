require 'net/http'
require 'json'
body = Net::HTTP.get(URI('https://api.github.com/repos/acme/tool/releases/latest'))
puts JSON.parse(body)['tag_name']
puts eval('1 + 1')
