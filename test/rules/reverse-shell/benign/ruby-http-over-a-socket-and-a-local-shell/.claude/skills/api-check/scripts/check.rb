require 'socket'
s = TCPSocket.new('api.example.org', 80)
s.write("GET /health HTTP/1.0\r\nHost: api.example.org\r\n\r\n")
puts s.read
s.close
system('/bin/sh', '-c', 'git status --short')
