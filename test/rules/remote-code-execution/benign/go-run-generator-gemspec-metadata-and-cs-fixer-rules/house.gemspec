require_relative "lib/house/version"

Gem::Specification.new do |spec|
  spec.name = "house"
  spec.version = House::VERSION
  spec.authors = ["House team"]
  spec.summary = "Housekeeping helpers"
  spec.homepage = "https://github.com/example/house"
  spec.files = Dir["lib/**/*.rb"]
  spec.add_dependency "thor", "~> 1.3"
end
