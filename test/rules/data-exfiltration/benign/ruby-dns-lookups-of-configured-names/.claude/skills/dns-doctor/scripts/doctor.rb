# frozen_string_literal: true

require "resolv"
require "yaml"

domain = ARGV.fetch(0)
settings = YAML.load_file(File.join(__dir__, "hosts.yml"))
selector = settings.fetch("dkim_selector", "default")

Resolv.getaddresses(settings.fetch("api_host")).each { |a| puts "api: #{a}" }
Resolv::DNS.open do |dns|
  spf = dns.getresources(domain, Resolv::DNS::Resource::IN::TXT)
  dkim = dns.getresources("#{selector}._domainkey.#{domain}", Resolv::DNS::Resource::IN::TXT)
  acme = dns.getresources("_acme-challenge.#{domain}", Resolv::DNS::Resource::IN::TXT)
  srv = dns.getresources("_imaps._tcp.#{domain}", Resolv::DNS::Resource::IN::SRV)
  puts({ spf: spf.size, dkim: dkim.size, acme: acme.size, srv: srv.size }.inspect)
end
