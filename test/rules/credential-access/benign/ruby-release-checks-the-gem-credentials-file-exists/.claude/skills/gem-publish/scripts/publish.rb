#!/usr/bin/env ruby
# frozen_string_literal: true

require "net/http"
require "json"

spec_path = ARGV.fetch(0) { abort "usage: publish.rb <gemspec>" }
spec = Gem::Specification.load(spec_path) or abort "cannot load #{spec_path}"

credentials = File.join(Dir.home, ".gem", "credentials")
unless File.exist?(credentials)
  abort "not signed in to RubyGems: run `gem signin` first"
end

# Refuse to push a version that is already on RubyGems.
uri = URI("https://rubygems.org/api/v1/versions/#{spec.name}.json")
res = Net::HTTP.get_response(uri)
if res.is_a?(Net::HTTPSuccess)
  published = JSON.parse(res.body).map { |v| v["number"] }
  abort "#{spec.version} is already published" if published.include?(spec.version.to_s)
end

gem_file = "#{spec.name}-#{spec.version}.gem"
system("gem", "build", spec_path, exception: true)
system("gem", "push", gem_file, exception: true)
