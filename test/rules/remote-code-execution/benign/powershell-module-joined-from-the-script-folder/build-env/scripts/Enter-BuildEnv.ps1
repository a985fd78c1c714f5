param([string]$Ring = 'ga')
Import-Module -Name (Join-Path -Path $PSScriptRoot -ChildPath 'modules/BuildEnv.psm1')
Sync-BuildToolset -Ring $Ring
