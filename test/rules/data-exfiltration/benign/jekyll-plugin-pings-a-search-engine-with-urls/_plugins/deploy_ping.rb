# frozen_string_literal: true

require "json"
require "net/http"

# Tells search engines which pages changed (IndexNow).
module SiteTools
  def self.ping(site, urls)
    body = { host: URI(site.config["url"]).host, key: site.config["indexnow_key"], urlList: urls }
    Net::HTTP.post(URI("https://api.indexnow.org/indexnow"), JSON.generate(body), "Content-Type" => "application/json")
  end
end

Jekyll::Hooks.register :site, :post_write do |site|
  SiteTools.ping(site, site.posts.docs.map(&:url))
end
