# frozen_string_literal: true

require "netrc"

path = Netrc.default_path
puts File.exist?(path) ? "login file present: #{path}" : "no login file at #{path}"
