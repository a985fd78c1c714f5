group :development, :test do
  gem "rspec-rails", "~> 6.1"
end
