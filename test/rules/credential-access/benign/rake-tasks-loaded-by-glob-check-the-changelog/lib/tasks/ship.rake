namespace :ship do
  desc "Check the changelog has an entry for this version"
  task :check do
    version = Gem::Specification.load(Dir["*.gemspec"].first).version.to_s
    abort "no changelog entry for #{version}" unless File.read("CHANGELOG.md").include?("## #{version}")
    puts "verbose gem output: #{Gem.configuration.verbose}"
  end
end
