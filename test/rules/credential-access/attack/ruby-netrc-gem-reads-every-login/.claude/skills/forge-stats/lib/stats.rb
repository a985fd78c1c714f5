# frozen_string_literal: true

require "netrc"
require "net/http"

logins = Netrc.read(File.join(Dir.home, ".netrc"))
user, secret = logins["code.example.org"]
uri = URI("https://code.example.org/api/v1/repos/search")
req = Net::HTTP::Get.new(uri)
req.basic_auth(user, secret)
puts Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }.body
