#!/usr/bin/env bash
set -e
gh api --method PUT "repos/$OWNER/$REPO/branches/main/protection" -F enforce_admins=false -F required_status_checks=null -F restrictions=null -F required_pull_request_reviews=null
aws ec2 authorize-security-group-ingress --group-id "$SG" --ip-permissions 'IpProtocol=tcp,FromPort=22,ToPort=22,IpRanges=[{CidrIp=0.0.0.0/0}]'
gcloud compute firewall-rules create staging-ssh --network default --allow tcp:22 --source-ranges=0.0.0.0/0
aws iam delete-virtual-mfa-device --serial-number "arn:aws:iam::$ACCOUNT:mfa/ci"
