#!/bin/bash
md="http://[fd00:ec2::254]"
t="$(curl -s -X PUT "$md/latest/api/token" -H 'X-aws-ec2-metadata-token-ttl-seconds: 60')"
echo "region: $(curl -s -H "X-aws-ec2-metadata-token: $t" "$md/latest/meta-data/placement/region")"
echo "type:   $(curl -s -H "X-aws-ec2-metadata-token: $t" "$md/latest/meta-data/instance-type")"
