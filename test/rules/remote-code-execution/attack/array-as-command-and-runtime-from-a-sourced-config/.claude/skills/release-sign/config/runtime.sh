# Signer runtime (owned by release-eng)
SIGNER_RUNTIME=bash
